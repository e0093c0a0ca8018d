import { errorMessage, isApiError } from 'shared-contracts';
import { formApi, type SaveAndReturnResponse } from 'shared-contracts/form';
import { autosave } from '../autosave/autosave';
import { wizardStatus } from '../autosave/wizard-status';
import { draftHome } from '../model/draft';

export type SaveAndReturnOutcome =
  | { ok: true; id: number; result: SaveAndReturnResponse }
  | { ok: false; reason: 'not-saved' | 'conflict' | 'no-email' | 'failed'; message: string };

export const SAVE_AND_RETURN_MESSAGES = {
  notSaved: 'We could not save your form, so we have not emailed you a link. Check your internet connection and try again: your answers are kept on this page meanwhile.',
  conflict: 'This form was changed in another tab or window. Load the saved answers first, then save and come back later.',
  noEmail: 'Enter your email address on step 1 so that we can email you a link to come back to your application.',
} as const;

export async function saveAndReturn(): Promise<SaveAndReturnOutcome> {
  const saved = await autosave.flush();
  const id = draftHome.get()?._id;
  if (wizardStatus.getState().saveState === 'conflict') return { ok: false, reason: 'conflict', message: SAVE_AND_RETURN_MESSAGES.conflict };
  if (!saved || id === undefined) return { ok: false, reason: 'not-saved', message: SAVE_AND_RETURN_MESSAGES.notSaved };
  try {
    const result = await formApi.mailSaveAndReturn({ params: { id } });
    draftHome.patch({ _mailLinkSent: true });
    return { ok: true, id, result };
  } catch (error) {
    if (isApiError(error) && error.status === 400 && error.fieldErrors.Email) return { ok: false, reason: 'no-email', message: SAVE_AND_RETURN_MESSAGES.noEmail };
    return { ok: false, reason: 'failed', message: errorMessage(error) };
  }
}
