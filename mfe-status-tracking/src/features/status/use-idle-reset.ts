import { useEffect } from 'react';
import { href, IDLE_START_SECONDS, IDLE_TIMEOUT_SECONDS, sessionStore } from 'shared-contracts';
import { getApi } from 'shared-contracts/api';
import { useNavigate } from 'ui-kit/router';

const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/**
 * Spec §4 idle behaviour on the status page: after 2 s without activity the 1800 s timeout runs; when it ends the
 * user is reset (token ended on the server and dropped here) and sent to session-expired.
 */
export function useIdleReset(timeoutSeconds: number = IDLE_TIMEOUT_SECONDS) {
  const navigate = useNavigate();
  useEffect(() => {
    let timer: number | undefined;
    const expire = () => {
      // the call reads the token before this function goes on to drop it
      getApi()
        .call('logout')
        .catch(() => undefined);
      sessionStore.getState().resetApplicant();
      sessionStore.getState().clearToken();
      navigate(href('sessionExpired'), { replace: true });
    };
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(expire, (IDLE_START_SECONDS + timeoutSeconds) * 1000);
    };
    restart();
    for (const event of ACTIVITY) window.addEventListener(event, restart, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of ACTIVITY) window.removeEventListener(event, restart);
    };
  }, [navigate, timeoutSeconds]);
}
