import { clearDraftsOnDevice } from './draft-in-progress';
import { sessionStore, type SessionStore } from './session';

/** The device forgets the draft; it stays on the server, reachable from the link mailed to the applicant. */
export function startAgain(store: SessionStore = sessionStore): void {
  clearDraftsOnDevice();
  store.getState().setFormKey(undefined);
  store.getState().forgetDraft();
}
