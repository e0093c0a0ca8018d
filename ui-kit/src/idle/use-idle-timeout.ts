import { useEffect, useRef, useState } from 'react';
import { IDLE_START_SECONDS, IDLE_TIMEOUT_SECONDS, publishedRuntimeConfig } from 'shared-contracts';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

const TICK_MS = 250;

export function idleTimeoutSeconds(): number {
  // a shell built before shared-contracts published the runtime configuration lacks the function
  const configured = typeof publishedRuntimeConfig === 'function' ? publishedRuntimeConfig()?.idleTimeoutSeconds : undefined;
  return typeof configured === 'number' && configured > 0 ? configured : IDLE_TIMEOUT_SECONDS;
}

export interface IdleTimeoutOptions {
  timeoutSeconds?: number;
  /** without it the hook never renders its screen again */
  countdown?: boolean;
}

export interface IdleTimeout {
  /** null while the visitor is active */
  remaining: number | null;
  reset(): void;
}

// the clock is read on each tick, so a suspended or throttled tab still ends the session on time (decision 046)
export function useIdleTimeout(onTimeout: () => void, { timeoutSeconds = idleTimeoutSeconds(), countdown = true }: IdleTimeoutOptions = {}): IdleTimeout {
  const [remaining, setShownRemaining] = useState<number | null>(null);
  // set only when it changes: React renders again for the same value when other work is pending (issue 15)
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
