import type { ApplicantDraft } from 'shared-contracts/form';
import { SERVER_FIELDS } from '../model/derive-draft';

const SERVER_OWNED: ReadonlySet<string> = new Set(SERVER_FIELDS);

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
    if (SERVER_OWNED.has(path)) return t;
    if (path === '_stepCompleted') return Math.max(Number(m ?? 0), Number(t ?? 0));
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

  return { draft: merge(base, mine, theirs, '') as ApplicantDraft, kept, overridden };
}
