import { sessionStore } from 'shared-contracts';
import { formApi } from 'shared-contracts/form';
import { autosave, saveBody } from '../autosave/autosave';
import { forgetDraftOnDevice } from '../autosave/local-copy';
import { draftHome } from '../model/draft';

export async function endIdleSession(): Promise<{ saved: boolean }> {
  const draft = draftHome.get();
  let saved = false;
  try {
    if (draft && (draft._stepCompleted ?? 0) >= 1 && !draft._peopleId) {
      if (!draft._mailLinkSent) {
        saved = await autosave.flush();
        const id = draftHome.get()?._id;
        if (saved && id !== undefined) {
          await formApi.mailFormSaved({ body: { id } });
          draftHome.patch({ _mailLinkSent: true });
        }
      } else if (draft._id !== undefined) {
        const current = draftHome.get() ?? draft;
        await formApi.expireForm({ params: { id: draft._id }, body: { ...saveBody(current), _version: current._version } });
        await formApi.mailSessionExpired({ params: { id: draft._id } });
        saved = true;
      }
    }
  } catch {
    saved = false;
  }
  autosave.dispose();
  forgetDraftOnDevice(draft?._id);
  sessionStore.getState().forgetDraft();
  return { saved };
}
