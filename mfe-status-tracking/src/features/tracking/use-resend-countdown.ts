import { useCallback, useEffect, useState } from 'react';
import { VERIFICATION_RESEND_SECONDS } from 'shared-contracts';

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
