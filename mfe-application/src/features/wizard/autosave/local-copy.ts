import { DRAFT_COPY_STORAGE_PREFIX, clearDraftsOnDevice, writeDraftInProgress } from 'shared-contracts';
import { withIdNumbersOf, withoutIdNumbers } from 'shared-contracts/form';
import type { ApplicantDraft } from 'shared-contracts/api';

/**
 * The copy of the draft kept in the browser so that going offline, a server restart or a closed tab loses
 * nothing typed (issue 3): written on every change, marked clean once the server has the same answers.
 *
 * It holds no secret (issue 18): identity-document numbers (`ID_NUMBER_FIELDS` of shared-contracts) are left out,
 * since localStorage is readable by anyone at the device and by any script of the origin. They stay in memory and
 * on the server (encrypted at rest); a copy restored over the server's draft takes them from the server. The copy
 * and the pointer to the draft in progress are removed on confirmation, on "start again" and on the idle reset
 * (`forgetDraftOnDevice`). See docs/decisions/039.
 */
export interface LocalCopy {
  draft: ApplicantDraft;
  /** true while the server may not have these answers */
  dirty: boolean;
  savedAt: number;
}

export const localCopyKey = (id: number | undefined): string => `${DRAFT_COPY_STORAGE_PREFIX}${id ?? 'new'}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readLocalCopy(id: number | undefined): LocalCopy | null {
  try {
    const raw = storage()?.getItem(localCopyKey(id));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as LocalCopy;
    return parsed && typeof parsed === 'object' && parsed.draft ? parsed : null;
  } catch {
    return null;
  }
}

export function writeLocalCopy(draft: ApplicantDraft, dirty: boolean): void {
  // a submitted form is kept nowhere on the device: the status page reads the people record
  if (draft._peopleId) return;
  const savedAt = Date.now();
  try {
    storage()?.setItem(localCopyKey(draft._id), JSON.stringify({ draft: withoutIdNumbers(draft), dirty, savedAt } satisfies LocalCopy));
  } catch {
    // storage full or blocked: the server copy is all we have
  }
  // a saved form not yet submitted is the draft in progress on this device (offered on the home page and /apply/form/)
  if (draft._id !== undefined) writeDraftInProgress({ id: draft._id, stepCompleted: draft._stepCompleted ?? 0, savedAt });
}

export function removeLocalCopy(id: number | undefined): void {
  try {
    storage()?.removeItem(localCopyKey(id));
  } catch {
    // nothing to remove
  }
}

/**
 * Everything this device keeps of a draft form: its local copy, a new form's copy and the pointer to the draft in
 * progress. On confirmation, on "start again" and on the idle reset (issue 18: a shared computer keeps nothing).
 */
export function forgetDraftOnDevice(id: number | undefined): void {
  if (id !== undefined) removeLocalCopy(id);
  clearDraftsOnDevice();
}

/**
 * Which draft to use when a saved form is loaded: the local copy when it holds answers the server does not have
 * and was made from the same saved version; otherwise the server's (another tab or device saved since).
 */
export function pickDraft(server: ApplicantDraft, local: LocalCopy | null): { draft: ApplicantDraft; restored: boolean } {
  if (local?.dirty && local.draft._id === server._id && (local.draft._version ?? 0) === (server._version ?? 0)) {
    // the local copy holds no identity-document number: the server's are put back
    return { draft: withIdNumbersOf({ ...local.draft, _peopleId: server._peopleId, _formLink: server._formLink }, server), restored: true };
  }
  return { draft: server, restored: false };
}
