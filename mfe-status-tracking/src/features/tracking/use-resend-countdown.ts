import { useCallback, useEffect, useState } from 'react';
import { VERIFICATION_RESEND_SECONDS } from 'shared-contracts';

export function useResendCountdown() {
  const [endsAt, setEndsAt] = useState(() => Date.now() + VERIFICATION_RESEND_SECONDS * 1000);
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
    setEndsAt(start + VERIFICATION_RESEND_SECONDS * 1000);
  }, []);

  return { secondsLeft, restart };
}
