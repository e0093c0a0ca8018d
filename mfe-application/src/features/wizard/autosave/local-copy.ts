import type { ApplicantDraft } from 'shared-contracts/api';

/**
 * The copy of the draft kept in the browser so that going offline, a server restart or a closed tab loses
 * nothing typed (issue 3): written on every change, marked clean once the server has the same answers.
 */
export interface LocalCopy {
  draft: ApplicantDraft;
  /** true while the server may not have these answers */
  dirty: boolean;
  savedAt: number;
}

const PREFIX = 'msic-application-draft:';
export const localCopyKey = (id: number | undefined): string => `${PREFIX}${id ?? 'new'}`;

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
  try {
    storage()?.setItem(localCopyKey(draft._id), JSON.stringify({ draft, dirty, savedAt: Date.now() } satisfies LocalCopy));
  } catch {
    // storage full or blocked: the server copy is all we have
  }
}

export function removeLocalCopy(id: number | undefined): void {
  try {
    storage()?.removeItem(localCopyKey(id));
  } catch {
    // nothing to remove
  }
}

/**
 * Which draft to use when a saved form is loaded: the local copy when it holds answers the server does not have
 * and was made from the same saved version; otherwise the server's (another tab or device saved since).
 */
export function pickDraft(server: ApplicantDraft, local: LocalCopy | null): { draft: ApplicantDraft; restored: boolean } {
  if (local?.dirty && local.draft._id === server._id && (local.draft._version ?? 0) === (server._version ?? 0)) {
    return { draft: { ...local.draft, _peopleId: server._peopleId, _formLink: server._formLink }, restored: true };
  }
  return { draft: server, restored: false };
}
