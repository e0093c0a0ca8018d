import type { ApplicantDraft, ExtraData } from '../applicant-draft';

type Mutable = Record<string, unknown>;

/**
 * The body of a save (issue 40, decision 082): the draft as the browser has it, plus `_cleared`, the fields the
 * saved draft had that this one no longer has (a field emptied, a branch left). The server keeps every field a
 * body does not name, so a body that is only part of a draft (an old client, a script, a body of one field) never
 * erases the rest; a field is removed only when the body clears it, or when the draft model removes it.
 */
export function draftChange(saved: ApplicantDraft | undefined, draft: ApplicantDraft): ApplicantDraft {
  if (!saved) return draft;
  const cleared: string[] = [];
  const now = draft as Mutable;
  for (const [key, value] of Object.entries(saved)) if (value !== undefined && now[key] === undefined && key !== '_cleared') cleared.push(key);
  if (saved.ExtraData && draft.ExtraData) {
    const extra = draft.ExtraData as Mutable;
    for (const [key, value] of Object.entries(saved.ExtraData)) if (value !== undefined && extra[key] === undefined) cleared.push(`ExtraData.${key}`);
  }
  return cleared.length > 0 ? { ...draft, _cleared: cleared } : draft;
}

/**
 * A save applied to the stored draft (issue 40): every field the body names replaces the stored one (ExtraData is
 * merged field by field; lists and other objects are replaced whole), every field of `_cleared` is removed, and
 * every other stored field stays.
 */
export function applyDraftChange(stored: ApplicantDraft | null | undefined, body: ApplicantDraft): ApplicantDraft {
  const { _cleared: cleared, ...change } = body;
  const next: Mutable = { ...(stored ?? {}), ...change };
  if (stored?.ExtraData && change.ExtraData) next.ExtraData = { ...stored.ExtraData, ...change.ExtraData };
  for (const path of cleared ?? []) {
    const [head, field] = path.split('.') as [string, string | undefined];
    if (field === undefined) delete next[head];
    else if (head === 'ExtraData' && next.ExtraData) {
      const extra: Mutable = { ...(next.ExtraData as ExtraData) };
      delete extra[field];
      next.ExtraData = extra;
    }
  }
  return next as ApplicantDraft;
}
