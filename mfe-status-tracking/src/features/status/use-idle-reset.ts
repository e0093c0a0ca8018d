import { href, sessionStore } from 'shared-contracts';
import { trackingApi } from 'shared-contracts/tracking';
import { useIdleTimeout } from 'ui-kit/idle';
import { useNavigate } from 'ui-kit/router';

export function useSignOut() {
  const navigate = useNavigate();
  return (to: string, replace = false) => {
    // the call reads the token before it is dropped
    trackingApi.logout().catch(() => undefined);
    sessionStore.getState().forgetDraft();
    sessionStore.getState().clearToken();
    navigate(to, { replace });
  };
}

export function useIdleReset() {
  const signOut = useSignOut();
  useIdleTimeout(() => signOut(href('sessionExpired'), true), { countdown: false });
}
