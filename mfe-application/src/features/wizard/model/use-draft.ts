import { useCallback, useRef } from 'react';
import { sessionStore, useSession } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/api';
import { changedPaths } from 'ui-kit/form';
import { autosave } from '../autosave/autosave';
import { SERVER_FIELDS } from './derive-draft';

/** The applicant being edited (the in-memory user, shared with the shell through the session store). */
export function useDraft(): ApplicantDraft {
  return useSession((s) => s.applicant) ?? {};
}

/**
 * What a save's answer changes without changing an answer: the server's fields (derive-draft's SERVER_FIELDS) but
 * those a screen shows, the form's id (its links) and its people id (a submitted application).
 */
const BOOKKEEPING: ReadonlySet<string> = new Set(SERVER_FIELDS.filter((field) => field !== '_id' && field !== '_peopleId'));

/** Whether two drafts hold the same answers (their bookkeeping aside). */
export function sameAnswers(a: ApplicantDraft, b: ApplicantDraft): boolean {
  return a === b || changedPaths(a, b).every((path) => BOOKKEEPING.has(path.split('.')[0]!));
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
