import { sessionStore } from 'shared-contracts';
import { loadApi } from '../model/form-layers';
import { autosave, saveBody } from '../autosave/autosave';
import { forgetDraftOnDevice } from '../autosave/local-copy';
import { draftHome } from '../model/draft';

/**
 * What happens when the idle timeout ends (spec §4): if step 1 is done and no link was mailed yet, the form is
 * saved and the form-saved mail sent; if the link was sent and the form is not completed, the form is saved as
 * expired and the session-expired mail sent. Then the user is reset. Returns whether the form was saved.
 */
export async function endIdleSession(): Promise<{ saved: boolean }> {
  const draft = draftHome.get();
  let saved = false;
  try {
    if (draft && (draft._stepCompleted ?? 0) >= 1 && !draft._peopleId) {
      if (!draft._mailLinkSent) {
        saved = await autosave.flush();
        const id = draftHome.get()?._id;
        if (saved && id !== undefined) {
          await (await loadApi()).getApi().call('mailFormSaved', { body: { id } });
          draftHome.patch({ _mailLinkSent: true });
        }
      } else if (draft._id !== undefined) {
        const current = draftHome.get() ?? draft;
        const api = (await loadApi()).getApi();
        // a save like autosave's: the version it was made from (an older tab is refused) and the fields emptied
        await api.call('expireForm', { params: { id: draft._id }, body: { ...saveBody(current), _version: current._version } });
        await api.call('mailSessionExpired', { params: { id: draft._id } });
        saved = true;
      }
    }
  } catch {
    // the applicant is told the form may not have been saved (session-expired with formNotSaved)
    saved = false;
  }
  autosave.dispose();
  // the idle reset keeps nothing of the draft on the device (issue 18: a shared computer); the mailed link resumes it
  forgetDraftOnDevice(draft?._id);
  sessionStore.getState().forgetDraft();
  return { saved };
}
