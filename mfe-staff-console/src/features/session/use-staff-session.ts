import { useEffect } from 'react';
import { useStore } from 'zustand';
import { isApiError } from 'shared-contracts';
import { staffApi, type StaffMember } from 'shared-contracts/staff';
import { staffSessionStore, type StaffSession } from './staff-session-store';

const loadStaffSession = (): Promise<StaffMember | null> => staffApi.staffSession().catch((error: unknown) => (isApiError(error) && error.status === 401 ? null : Promise.reject(error)));

let asking: Promise<void> | undefined;

function askOnce(): Promise<void> {
  asking ??= loadStaffSession()
    .then((member) => (member ? staffSessionStore.getState().signedIn(member) : staffSessionStore.getState().signedOut()))
    .catch(() => staffSessionStore.getState().signedOut())
    .finally(() => {
      asking = undefined;
    });
  return asking;
}

export function useStaffSession(): StaffSession {
  const session = useStore(staffSessionStore, (state) => state.session);
  useEffect(() => {
    if (session.status === 'unknown') void askOnce();
  }, [session.status]);
  return session;
}
