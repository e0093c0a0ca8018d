import { useCallback } from 'react';
import { sessionStore, useSession } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/api';
import { autosave } from '../autosave/autosave';

/** The applicant being edited (the in-memory user, shared with the shell through the session store). */
export function useDraft(): ApplicantDraft {
  return useSession((s) => s.applicant) ?? {};
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
