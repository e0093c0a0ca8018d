import { createStore } from 'zustand/vanilla';
import type { StaffMember } from 'shared-contracts/staff';

/**
 * The console's sign-in state. The session itself is the API's httpOnly cookie, which the console never reads:
 * this only remembers what the API last said about it. `unknown` until GET /api/staff/session has answered.
 */
export type StaffSession =
  | { status: 'unknown' }
  | { status: 'signed-out'; ended: boolean }
  | { status: 'signed-in'; member: StaffMember };

export interface StaffSessionState {
  session: StaffSession;
  signedIn(member: StaffMember): void;
  signedOut(): void;
  /** a call answered 401 while signed in: the idle or absolute limit passed, or the session was ended elsewhere */
  ended(): void;
}

export const staffSessionStore = createStore<StaffSessionState>()((set, get) => ({
  session: { status: 'unknown' },
  signedIn: (member) => set({ session: { status: 'signed-in', member } }),
  signedOut: () => set({ session: { status: 'signed-out', ended: false } }),
  ended: () => {
    // a second refused call of the same page changes nothing; a sign-in screen already shown stays as it is
    if (get().session.status === 'signed-in') set({ session: { status: 'signed-out', ended: true } });
  },
}));

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again.';
