import { useRef } from 'react';
import type { ApplicantDraft } from 'shared-contracts/form';
import { changedPaths } from 'ui-kit/form';
import { useDraftSelect } from '../form/wizard-form';
import { SERVER_FIELDS } from './derive-draft';

// a save's answer changes the server's fields, and a step move the progress through the steps (which the summary
// does not show); the id and people id are shown, so they are answers here
const BOOKKEEPING: ReadonlySet<string> = new Set([...SERVER_FIELDS.filter((field) => field !== '_id' && field !== '_peopleId'), '_stepCompleted', '_formFilledIn']);

export function sameAnswers(a: ApplicantDraft, b: ApplicantDraft): boolean {
  return a === b || changedPaths(a, b).every((path) => BOOKKEEPING.has(path.split('.')[0]!));
}

const NO_DRAFT: ApplicantDraft = {};

/** The same object until an answer changes: neither a save's answer (a new version) nor a step move renders the summary again. */
export function useAnswers(): ApplicantDraft {
  const shown = useRef<ApplicantDraft>(NO_DRAFT);
  return useDraftSelect((draft) => {
    if (!sameAnswers(shown.current, draft)) shown.current = draft;
    return shown.current;
  });
}
