import type { ApplicantDraft } from 'shared-contracts/form';

const SERVER_OWNED = new Set(['_id', '_version', '_company', '_formLink', '_peopleId', '_mailLinkSent', '_isSaved', '_notSaved']);

export interface FieldMerge {
  draft: ApplicantDraft;
  kept: string[];
  overridden: string[];
}

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: Json, b: Json) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A list (addresses, previous names) is one field: its entries have no identity to merge by (issue 18). */
export function mergeFields(base: ApplicantDraft, mine: ApplicantDraft, theirs: ApplicantDraft): FieldMerge {
  const kept: string[] = [];
  const overridden: string[] = [];

  function merge(b: Json, m: Json, t: Json, path: string): Json {
    if (isObject(m) && isObject(t) && (isObject(b) || b === undefined || b === null)) {
      const baseObject = isObject(b) ? b : {};
      const out: Record<string, Json> = {};
      for (const key of new Set([...Object.keys(m), ...Object.keys(t), ...Object.keys(baseObject)])) {
        const value = merge(baseObject[key], m[key], t[key], path ? `${path}.${key}` : key);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    const mineChanged = !same(m, b);
    const theirsChanged = !same(t, b);
    if (mineChanged && !theirsChanged) {
      kept.push(path);
      return m;
    }
    if (mineChanged && theirsChanged && !same(m, t)) overridden.push(path);
    return t;
  }

  const out: Record<string, Json> = {};
  const keys = new Set([...Object.keys(mine), ...Object.keys(theirs), ...Object.keys(base)]);
  for (const key of keys) {
    const t = (theirs as Record<string, Json>)[key];
    if (SERVER_OWNED.has(key)) {
      if (t !== undefined) out[key] = t;
      continue;
    }
    if (key === '_stepCompleted') {
      out[key] = Math.max(Number(mine._stepCompleted ?? 0), Number(theirs._stepCompleted ?? 0));
      continue;
    }
    const value = merge((base as Record<string, Json>)[key], (mine as Record<string, Json>)[key], t, key);
    if (value !== undefined) out[key] = value;
  }
  return { draft: out as ApplicantDraft, kept, overridden };
}
