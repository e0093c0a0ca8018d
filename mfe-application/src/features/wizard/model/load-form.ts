import type { ApplicantDraft } from 'shared-contracts/api';
import { formFetchFailure, isApiError, lightRead } from 'shared-contracts/light-read';
import { loadApi, readOptions } from './form-layers';
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

function fromDevice(id: number): LoadOutcome {
  const local = readLocalCopy(id);
  if (!local || local.draft._id !== id) return { kind: 'offline' };
  setSavedBase(undefined);
  wizardStatus.setState({ ...initialWizardStatus(), fromDevice: true });
  draftHome.replace(local.draft);
  autosave.saveWhenOnline();
  return { kind: 'loaded', draft: local.draft, restored: local.dirty, fromDevice: true };
}

/**
 * Loads a saved form by reference (spec §2 /apply/form/{id}/): the server's answers, or this device's unsaved
 * ones when they were made from the same saved version (issue 3: a closed tab loses nothing). A 401 means the
 * link has expired, anything else that the record is missing (spec §8); a network failure shows this device's copy.
 */
export async function loadSavedForm(id: number): Promise<LoadOutcome> {
  try {
    const options = readOptions();
    // read without the form layers (decision 070): a link to a form that is gone or expired says so without them; a
    // form that is there is checked with them before it is shown, and the wizard has them from its first render
    const answer = await lightRead(options, 'getForm', '/api/form/:ref', { params: { ref: String(id) } });
    const { form } = (await loadApi()).checkAnswer(answer);
    // submitted elsewhere (another device, the mailed link): nothing of it stays on this device (issue 18)
    if (form._peopleId) forgetDraftOnDevice(id);
    setSavedBase(form);
    const { draft, restored } = pickDraft(form, readLocalCopy(id));
    wizardStatus.setState(initialWizardStatus());
    draftHome.replace(draft);
    writeLocalCopy(draft, restored);
    return { kind: 'loaded', draft, restored };
  } catch (error) {
    // the server could not be reached, or the form layers could not be loaded (offline, decision 047): this device's
    // copy, when it has one, is shown, and the wizard saves again once the browser is back online; without one,
    // nothing is said of the record
    if (!isApiError(error) || error.kind === 'network') return fromDevice(id);
    const kind = formFetchFailure(error);
    // a record the server says is gone (404) is no draft in progress to offer again; an expired link still is (a new
    // one can be asked for), and a failure to reach the server says nothing about the draft
    if (isApiError(error) && error.status === 404) forgetDraftOnDevice(id);
    // the expired link's page is addressed by the form's random id, which the server names to the key's holder (spec §6)
    return kind === 'link-expired' ? { kind, randomId: error.randomId } : { kind };
  }
}

