import { useEffect } from 'react';
import { useStore } from 'zustand';
import { staffApi } from 'shared-contracts/staff';
import { staffSessionStore, type StaffSession } from './staff-session-store';

let asking: Promise<void> | undefined;

function askOnce(): Promise<void> {
  asking ??= staffApi
    .staffSession()
    .then((member) => staffSessionStore.getState().signedIn(member))
    // a 401, or no answer at all: either way the sign-in form is what can be offered
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
