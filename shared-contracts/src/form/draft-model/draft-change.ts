import type { ApplicantDraft, ExtraData } from '../applicant-draft';

type Mutable = Record<string, unknown>;

/** The server keeps every field a save does not name, so a partial body never erases the rest: `_cleared` does. */
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
