import { lazy, Suspense, useState } from 'react';
import { href } from 'shared-contracts';
import { idleTimeoutSeconds, useIdleTimeout } from 'ui-kit/idle';
import { useNavigate } from 'ui-kit/router';
import { endIdleSession } from './session-timeout';

const IdleWarning = lazy(() => import('./idle-warning'));

/** Warn this long before the end (WCAG 2.2.1: the applicant can extend the time), at most half the timeout. */
const WARN_SECONDS = 120;

export function IdleWatcher() {
  const navigate = useNavigate();
  const timeout = idleTimeoutSeconds();
  const warnAt = Math.min(WARN_SECONDS, Math.floor(timeout / 2));
  const { remaining, reset } = useIdleTimeout(
    () => {
      void endIdleSession().then(({ saved }) => navigate(href('sessionExpired', {}, saved ? {} : { formNotSaved: true }), { replace: true }));
    },
    { timeoutSeconds: timeout },
  );
  const warning = remaining !== null && remaining > 0 && remaining <= warnAt;
  // once shown, the warning stays mounted so the modal gives the focus back to the field (WCAG 2.4.3)
  const [shown, setShown] = useState<number | null>(null);
  if (warning && remaining !== null && shown !== remaining) setShown(remaining);
  if (shown === null) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarning opened={warning} remaining={shown} onStay={reset} />
    </Suspense>
  );
}
