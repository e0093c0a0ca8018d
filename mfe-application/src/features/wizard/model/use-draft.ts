import { useRef } from 'react';
import type { ApplicantDraft } from 'shared-contracts/api';
import { changedPaths } from 'ui-kit/form';
import { useDraftSelect } from '../form/wizard-form';
import { draftHome } from './draft';
import { SERVER_FIELDS } from './derive-draft';

/** The applicant being edited (the draft's home, model/draft.ts). */
export const useDraft = (): ApplicantDraft => useDraftSelect((d) => d);

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
 * A save's answer writes the server's copy (a new version, the same answers, decision 065: it arrives after the move
 * to the summary); with `useDraft` every section of the summary rendered again for it.
 */
export function useAnswers(): ApplicantDraft {
  const shown = useRef<ApplicantDraft>(NO_DRAFT);
  return useDraftSelect((draft) => {
    if (!sameAnswers(shown.current, draft)) shown.current = draft;
    return shown.current;
  });
}

/** Replaces the draft through `change` and autosaves it. */
export const updateDraft = (change: (draft: ApplicantDraft) => ApplicantDraft): void => draftHome.update(change);
