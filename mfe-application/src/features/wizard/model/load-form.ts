import { sessionStore } from 'shared-contracts';
import { formFetchFailure, getApi, isApiError, type ApplicantDraft } from 'shared-contracts/api';
import { forgetDraftOnDevice, pickDraft, readLocalCopy, writeLocalCopy } from '../autosave/local-copy';
import { setSavedBase } from '../autosave/saved-base';
import { initialWizardStatus, wizardStatus } from '../autosave/wizard-status';

export type LoadOutcome = { kind: 'loaded'; draft: ApplicantDraft; restored: boolean } | { kind: 'link-expired' } | { kind: 'record-not-found' };

/**
 * Loads a saved form by reference (spec §2 /apply/form/{id}/): the server's answers, or this device's unsaved
 * ones when they were made from the same saved version (issue 3: a closed tab loses nothing). A 401 means the
 * link has expired, anything else that the record is missing (spec §8).
 */
export async function loadSavedForm(id: number): Promise<LoadOutcome> {
  try {
    const { form } = await getApi().call('getForm', { params: { ref: String(id) } });
    // submitted elsewhere (another device, the mailed link): nothing of it stays on this device (issue 18)
    if (form._peopleId) forgetDraftOnDevice(id);
    setSavedBase(form);
    const { draft, restored } = pickDraft(form, readLocalCopy(id));
    wizardStatus.setState(initialWizardStatus());
    sessionStore.getState().setApplicant(draft);
    writeLocalCopy(draft, restored);
    return { kind: 'loaded', draft, restored };
  } catch (error) {
    const kind = formFetchFailure(error);
    // a record the server says is gone (404) is no draft in progress to offer again; an expired link still is (a new
    // one can be asked for), and a failure to reach the server says nothing about the draft
    if (isApiError(error) && error.status === 404) forgetDraftOnDevice(id);
    return { kind };
  }
}
