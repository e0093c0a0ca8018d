import { DRAFT_COPY_STORAGE_PREFIX, clearDraftsOnDevice, writeDraftInProgress } from 'shared-contracts';
import { withIdNumbersOf, withoutIdNumbers } from 'shared-contracts/form';
import type { ApplicantDraft } from 'shared-contracts/form';

/** Holds no identity-document numbers: localStorage is readable by anyone at the device (decision 039). */
export interface LocalCopy {
  draft: ApplicantDraft;
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
  if (draft._peopleId) return;
  const savedAt = Date.now();
  try {
    storage()?.setItem(localCopyKey(draft._id), JSON.stringify({ draft: withoutIdNumbers(draft), dirty, savedAt } satisfies LocalCopy));
  } catch {
    // storage full or blocked: the server copy is all we have
  }
  if (draft._id !== undefined) writeDraftInProgress({ id: draft._id, stepCompleted: draft._stepCompleted ?? 0, savedAt });
}

export function removeLocalCopy(id: number | undefined): void {
  try {
    storage()?.removeItem(localCopyKey(id));
  } catch {
    // nothing to remove
  }
}

export function forgetDraftOnDevice(id: number | undefined): void {
  if (id !== undefined) removeLocalCopy(id);
  clearDraftsOnDevice();
}

/** The local copy only when it was made from the server's version: otherwise another tab or device saved since. */
export function pickDraft(server: ApplicantDraft, local: LocalCopy | null): { draft: ApplicantDraft; restored: boolean } {
  if (local?.dirty && local.draft._id === server._id && (local.draft._version ?? 0) === (server._version ?? 0)) {
    return { draft: withIdNumbersOf({ ...local.draft, _peopleId: server._peopleId, _formLink: server._formLink }, server), restored: true };
  }
  return { draft: server, restored: false };
}
