import { clearDraftsOnDevice } from './draft-in-progress';
import { sessionStore, type SessionStore } from './session';

/**
 * "Start again" instead of continuing the draft in progress (issue 18; the home page and /apply/form/ offer it):
 * the device forgets the draft (its copies, the pointer, the form key that opens it, the in-memory user). The
 * draft itself stays on the server, reachable from the link mailed to the applicant.
 */
export function startAgain(store: SessionStore = sessionStore): void {
  clearDraftsOnDevice();
  store.getState().setFormKey(undefined);
  store.getState().forgetDraft();
}
