import { useCallback, useRef } from 'react';
import { sessionStore, useSession } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/api';
import { autosave } from '../autosave/autosave';

/** The applicant being edited (the in-memory user, shared with the shell through the session store). */
export function useDraft(): ApplicantDraft {
  return useSession((s) => s.applicant) ?? {};
}

/** What a save's answer changes without changing an answer: the server's bookkeeping of the draft. */
const BOOKKEEPING: ReadonlySet<string> = new Set(['_version', '_isSaved', '_notSaved', '_mailLinkSent', '_formLink']);

const sameValue = (a: unknown, b: unknown): boolean => a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

/** Whether two drafts hold the same answers (their bookkeeping aside). */
export function sameAnswers(a: ApplicantDraft, b: ApplicantDraft): boolean {
  if (a === b) return true;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) if (!BOOKKEEPING.has(key) && !sameValue(x[key], y[key])) return false;
  return true;
}

const NO_DRAFT: ApplicantDraft = {};

/**
 * The applicant's answers, for a screen that shows them all (the summary): the same object until an answer changes.
 * A save's answer replaces the draft with the server's copy (a new version, the same answers, decision 065: it
 * arrives after the move to the summary); with `useDraft` every section of the summary rendered again for it.
 */
export function useAnswers(): ApplicantDraft {
  const shown = useRef<ApplicantDraft>(NO_DRAFT);
  return useSession((s) => {
    const draft = s.applicant ?? NO_DRAFT;
    if (!sameAnswers(shown.current, draft)) shown.current = draft;
    return shown.current;
  });
}

/** Replaces the draft through `change` and autosaves it. */
export function updateDraft(change: (draft: ApplicantDraft) => ApplicantDraft): void {
  const current = sessionStore.getState().applicant ?? {};
  sessionStore.getState().setApplicant(change(current));
  autosave.changed();
}

export function useUpdateDraft() {
  return useCallback(updateDraft, []);
}
