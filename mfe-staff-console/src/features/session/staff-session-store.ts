import { createStore } from 'zustand/vanilla';
import type { StaffMember } from 'shared-contracts/staff';

export type StaffSession =
  | { status: 'unknown' }
  | { status: 'signed-out'; ended: boolean }
  | { status: 'signed-in'; member: StaffMember };

interface StaffSessionState {
  session: StaffSession;
  signedIn(member: StaffMember): void;
  signedOut(): void;
  ended(): void;
}

export const staffSessionStore = createStore<StaffSessionState>()((set, get) => ({
  session: { status: 'unknown' },
  signedIn: (member) => set({ session: { status: 'signed-in', member } }),
  signedOut: () => set({ session: { status: 'signed-out', ended: false } }),
  ended: () => {
    if (get().session.status === 'signed-in') set({ session: { status: 'signed-out', ended: true } });
  },
}));

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again.';
