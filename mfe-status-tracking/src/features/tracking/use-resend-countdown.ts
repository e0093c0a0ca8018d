import { useCallback, useEffect, useState } from 'react';
import { VERIFICATION_RESEND_SECONDS } from 'shared-contracts';

/**
 * The resend countdown of the verification screen (spec §4, §9: 30 seconds): `restart()` when a code is sent;
 * `secondsLeft` reaches 0 when a new code may be asked for.
 */
export function useResendCountdown(seconds: number = VERIFICATION_RESEND_SECONDS) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (secondsLeft === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }, [seconds]);

  return { secondsLeft, restart };
}
