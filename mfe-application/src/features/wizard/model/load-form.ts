import { isApiError, sessionStore } from 'shared-contracts';
import { formApi, formFetchFailure, type ApplicantDraft } from 'shared-contracts/form';
import { autosave } from '../autosave/autosave';
import { forgetDraftOnDevice, pickDraft, readLocalCopy, writeLocalCopy } from '../autosave/local-copy';
import { setSavedBase } from '../autosave/saved-base';
import { initialWizardStatus, wizardStatus } from '../autosave/wizard-status';
import { draftHome } from './draft';

export type LoadOutcome =
  | { kind: 'loaded'; draft: ApplicantDraft; restored: boolean; fromDevice?: boolean }
  | { kind: 'link-expired'; randomId: string | undefined }
  | { kind: 'record-not-found' }
  | { kind: 'offline' };

function fromDevice(id: number, key: string | undefined): LoadOutcome {
  const local = readLocalCopy(id);
  if (!local || local.draft._id !== id) return { kind: 'offline' };
  autosave.opened(id, key);
  setSavedBase(undefined);
  wizardStatus.setState({ ...initialWizardStatus(), fromDevice: true });
  draftHome.replace(local.draft);
  autosave.saveWhenOnline();
  return { kind: 'loaded', draft: local.draft, restored: local.dirty, fromDevice: true };
}

export async function loadSavedForm(id: number): Promise<LoadOutcome> {
  const key = sessionStore.getState().formKey;
  try {
    const { form } = await formApi.getForm({ params: { ref: String(id) }, formKey: key });
    autosave.opened(id, key);
    if (form._peopleId) forgetDraftOnDevice(id);
    setSavedBase(form);
    const { draft, restored } = pickDraft(form, readLocalCopy(id));
    wizardStatus.setState(initialWizardStatus());
    draftHome.replace(draft);
    writeLocalCopy(draft, restored);
    return { kind: 'loaded', draft, restored };
  } catch (error) {
    // offline (decision 047): this device's copy, when it has one
    if (!isApiError(error) || error.kind === 'network') return fromDevice(id, key);
    const kind = formFetchFailure(error);
    // a 404 is no draft in progress to offer again; an expired link still is
    if (isApiError(error) && error.status === 404) forgetDraftOnDevice(id);
    return kind === 'link-expired' ? { kind, randomId: error.randomId } : { kind };
  }
}

