import { useEffect } from 'react';
import { useStore } from 'zustand';
import { isApiError } from 'shared-contracts';
import { staffApi, type StaffMember } from 'shared-contracts/staff';
import { staffSessionStore, type StaffSession } from './staff-session-store';

/** GET /api/staff/session: the signed-in staff member (checked by the contract), or null when no session is open (401). */
const loadStaffSession = (): Promise<StaffMember | null> => staffApi.staffSession().catch((error: unknown) => (isApiError(error) && error.status === 401 ? null : Promise.reject(error)));

let asking: Promise<void> | undefined;

/** Asks the API once whether a staff session is open (the cookie is httpOnly: only the API can tell). */
function askOnce(): Promise<void> {
  asking ??= loadStaffSession()
    .then((member) => (member ? staffSessionStore.getState().signedIn(member) : staffSessionStore.getState().signedOut()))
    .catch(() => staffSessionStore.getState().signedOut())
    .finally(() => {
      asking = undefined;
    });
  return asking;
}

/** The console's sign-in state, asked of the API on first use. */
export function useStaffSession(): StaffSession {
  const session = useStore(staffSessionStore, (state) => state.session);
  useEffect(() => {
    if (session.status === 'unknown') void askOnce();
  }, [session.status]);
  return session;
}
