import type { ApplicantDraft } from 'shared-contracts/api';

/** The value at a field path of the draft: 'ExtraData.OpNeedType', '_address.1.ToDate'. */
export function getAtPath(draft: ApplicantDraft | null | undefined, path: string): unknown {
  let value: unknown = draft ?? undefined;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A copy of the draft with the value at `path` replaced (undefined removes the key); objects and arrays on the way are copied. */
export function setAtPath(draft: ApplicantDraft, path: string, value: unknown): ApplicantDraft {
  const parts = path.split('.');
  const write = (node: unknown, index: number): unknown => {
    const key = parts[index]!;
    const isIndex = /^\d+$/.test(key);
    const base: Record<string, unknown> | unknown[] = Array.isArray(node) ? [...node] : node && typeof node === 'object' ? { ...(node as object) } : isIndex ? [] : {};
    const container = base as Record<string, unknown>;
    if (index === parts.length - 1) {
      if (value === undefined && !Array.isArray(base)) delete container[key];
      else container[key] = value;
    } else container[key] = write(container[key], index + 1);
    return base;
  };
  return write(draft, 0) as ApplicantDraft;
}

/** The DOM id of a field, from its path ('_address.1.ToDate' → 'field-_address-1-ToDate'); the error summary links to it. */
export const fieldId = (path: string): string => `field-${path.replace(/\./g, '-')}`;
