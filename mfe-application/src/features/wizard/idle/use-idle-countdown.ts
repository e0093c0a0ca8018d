import { useEffect, useRef, useState } from 'react';
import { IDLE_START_SECONDS } from 'shared-contracts';

const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/**
 * Idle behaviour of spec §4: after 2 s without activity, a timeout of `timeoutSeconds` runs; any activity stops
 * it. Returns the seconds left while the timeout runs (null when the applicant is active), and calls `onTimeout`
 * once when it ends.
 */
export function useIdleCountdown(timeoutSeconds: number, onTimeout: () => void): { remaining: number | null; reset: () => void } {
  const [remaining, setRemaining] = useState<number | null>(null);
  const idleSince = useRef(Date.now());
  const fired = useRef(false);
  const callback = useRef(onTimeout);
  callback.current = onTimeout;

  useEffect(() => {
    const activity = () => {
      idleSince.current = Date.now();
    };
    for (const e of ACTIVITY) window.addEventListener(e, activity, { passive: true });
    const tick = setInterval(() => {
      const idleFor = (Date.now() - idleSince.current) / 1000;
      if (idleFor < IDLE_START_SECONDS) return setRemaining(null);
      const left = Math.max(0, Math.ceil(timeoutSeconds - (idleFor - IDLE_START_SECONDS)));
      setRemaining(left);
      if (left === 0 && !fired.current) {
        fired.current = true;
        callback.current();
      }
    }, 250);
    return () => {
      clearInterval(tick);
      for (const e of ACTIVITY) window.removeEventListener(e, activity);
    };
  }, [timeoutSeconds]);

  return {
    remaining,
    reset: () => {
      idleSince.current = Date.now();
      setRemaining(null);
    },
  };
}
