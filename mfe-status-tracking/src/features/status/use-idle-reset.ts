import { href, sessionStore } from 'shared-contracts';
import { trackingApi } from 'shared-contracts/tracking';
import { useIdleTimeout } from 'ui-kit/idle';
import { useNavigate } from 'ui-kit/router';

/**
 * Spec §4 idle behaviour on the status page, on the one idle hook of ui-kit (decision 046): when the timeout ends
 * the user is reset (token ended on the server and dropped here) and sent to session-expired. No countdown is
 * kept, so the page is not re-rendered while the applicant is away.
 */
export function useIdleReset(timeoutSeconds?: number) {
  const navigate = useNavigate();
  useIdleTimeout(
    () => {
      // the call reads the token before this function goes on to drop it
      trackingApi.logout().catch(() => undefined);
      sessionStore.getState().forgetDraft();
      sessionStore.getState().clearToken();
      navigate(href('sessionExpired'), { replace: true });
    },
    { countdown: false, ...(timeoutSeconds === undefined ? {} : { timeoutSeconds }) },
  );
}
