import { errorMessage, isApiError, sessionStore } from 'shared-contracts';
import { formStepsApi } from 'shared-contracts/form';
import { autosave } from '../autosave/autosave';
import { forgetDraftOnDevice } from '../autosave/local-copy';
import { keepConfirmFailure, type ConfirmFailure } from './confirm-failure';
import { draftHome } from '../model/draft';

export type ConfirmOutcome = { ok: true; peopleId: number } | { ok: false; failure: ConfirmFailure };

export interface Issued {
  Id: number;
  VerificationCode: string;
}

export async function confirmApplication(issued?: Issued): Promise<ConfirmOutcome> {
  const draft = draftHome.get();
  const existing = draft?._peopleId;
  if (existing) return { ok: true, peopleId: existing };
  let step: 'save' | 'convert' | 'login' = 'save';
  try {
    let converted = issued;
    if (!converted) {
      if (!(await autosave.flush())) throw new Error('Your form could not be saved. Check your internet connection and try again.');
      step = 'convert';
      converted = await formStepsApi.convertForm({ params: { id: draftHome.get()!._id! } });
    }
    const { Id, VerificationCode } = converted;
    const saved = draftHome.get()!;
    forgetDraftOnDevice(saved._id);
    draftHome.patch({ _peopleId: Id });
    sessionStore.getState().setPeopleId(Id);
    step = 'login';
    const login = await formStepsApi.login({ body: { username: String(Id), password: saved.Birthdate ?? '', verificationCode: VerificationCode, resend: false } });
    if (!login.token) throw new Error('The login after conversion did not return a token');
    sessionStore.getState().setToken(login.token);
    return { ok: true, peopleId: Id };
  } catch (error) {
    const message = isApiError(error) ? `${error.method ?? ''} ${error.endpoint ?? ''} ${error.status}: ${errorMessage(error)}`.trim() : error instanceof Error ? error.message : errorMessage(error);
    return { ok: false, failure: keepConfirmFailure({ formId: draft?._id, message: `${step}: ${message}`.slice(0, 1900), peopleCall: step === 'convert' }) };
  }
}
