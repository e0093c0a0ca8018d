import { useEffect } from 'react';
import { useStore } from 'zustand';
import { staffSessionStore, type StaffSession } from './staff-session-store';
import { loadStaffSession } from './load-staff-session';

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
