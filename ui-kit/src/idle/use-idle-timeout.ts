import { useEffect, useRef, useState } from 'react';
import { IDLE_START_SECONDS, IDLE_TIMEOUT_SECONDS, publishedRuntimeConfig } from 'shared-contracts';

/** What counts as the visitor being there. */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/** How often the clock is read while the visitor is away (the warning's seconds change once a second). */
const TICK_MS = 250;

/** The idle timeout: the runtime configuration's (an operator or a test may shorten it) or the spec's 1800 s (§9). */
export function idleTimeoutSeconds(): number {
  // a shell built before the runtime configuration was published in shared-contracts lacks the function
  const configured = typeof publishedRuntimeConfig === 'function' ? publishedRuntimeConfig()?.idleTimeoutSeconds : undefined;
  return typeof configured === 'number' && configured > 0 ? configured : IDLE_TIMEOUT_SECONDS;
}

export interface IdleTimeoutOptions {
  /** seconds of the timeout once the visitor is idle; the runtime configuration's by default */
  timeoutSeconds?: number;
  /** keep `remaining` up to date (a screen with a warning); without it the hook never re-renders its screen */
  countdown?: boolean;
}

export interface IdleTimeout {
  /** seconds left while the timeout runs; null while the visitor is active (or when `countdown` is off) */
  remaining: number | null;
  /** the visitor chose to stay: the timeout starts again from now */
  reset(): void;
}

/**
 * The idle behaviour of spec §4, one hook for every screen that has it (the wizard and the status page): after
 * IDLE_START_SECONDS without activity the timeout runs; any activity stops it; `onTimeout` is called once when it
 * ends.
 *
 * The time is read from the clock on each tick, never counted in ticks or left to one long timer: a phone that
 * suspended the tab, or a browser that throttled its timers in the background, still ends the session on time
 * once the tab runs again (decision 046: why not `useIdle` of @mantine/hooks, which restarts from when its timer
 * fired).
 */
export function useIdleTimeout(onTimeout: () => void, { timeoutSeconds = idleTimeoutSeconds(), countdown = true }: IdleTimeoutOptions = {}): IdleTimeout {
  const [remaining, setShownRemaining] = useState<number | null>(null);
  // what the screen shows: each tick sets the state only when it changes. React renders the screen again for a
  // state set to the value it already holds whenever the screen has other work pending, and the tick runs four times
  // a second for as long as the screen is open (issue 15: a wizard step move met a render of the idle watcher)
  const shown = useRef<number | null>(null);
  const setRemaining = (value: number | null) => {
    if (shown.current === value) return;
    shown.current = value;
    setShownRemaining(value);
  };
  const lastActivity = useRef(Date.now());
  const fired = useRef(false);
  const callback = useRef(onTimeout);
  callback.current = onTimeout;

  useEffect(() => {
    lastActivity.current = Date.now();
    const activity = () => {
      lastActivity.current = Date.now();
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, activity, { passive: true });
    const tick = window.setInterval(() => {
      const idleFor = (Date.now() - lastActivity.current) / 1000;
      if (idleFor < IDLE_START_SECONDS) {
        if (countdown) setRemaining(null);
        return;
      }
      const left = Math.max(0, Math.ceil(timeoutSeconds - (idleFor - IDLE_START_SECONDS)));
      if (countdown) setRemaining(left);
      if (left === 0 && !fired.current) {
        fired.current = true;
        callback.current();
      }
    }, TICK_MS);
    return () => {
      window.clearInterval(tick);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, activity);
    };
  }, [timeoutSeconds, countdown]);

  return {
    remaining,
    reset: () => {
      lastActivity.current = Date.now();
      fired.current = false;
      setRemaining(null);
    },
  };
}
