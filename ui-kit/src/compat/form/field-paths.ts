// compatibility for phase B/C of issue 41: delete when nothing imports it
/** The value at a dotted path ('ExtraData.OpNeedType', '_address.1.ToDate'). */
export function valueAt(values: unknown, path: string): unknown {
  let value: unknown = values;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The leaf paths whose values differ between two value trees ('ExtraData.Provisional', '_address.2'), so that a
 * derived change is written back field by field: only the inputs of those paths are remounted with their new
 * value, never the whole form (which would take the focus out of the field being typed in).
 */
export function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  if (Object.is(before, after)) return [];
  const arrays = Array.isArray(before) && Array.isArray(after);
  if (!arrays && !(isPlainObject(before) && isPlainObject(after))) return prefix ? [prefix] : [];
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = arrays ? Array.from({ length: Math.min((before as unknown[]).length, (after as unknown[]).length) }, (_, i) => String(i)) : [...new Set([...Object.keys(a), ...Object.keys(b)])];
  const out: string[] = [];
  for (const key of keys) out.push(...changedPaths(a[key], b[key], prefix ? `${prefix}.${key}` : key));
  // a list that grew or shrank is written whole, after its common items
  if (arrays && (before as unknown[]).length !== (after as unknown[]).length) out.push(prefix);
  return out;
}

/** The DOM id of a field from its path ('_address.1.ToDate' → 'field-_address-1-ToDate'): the error summary links to it. */
export const defaultFieldId = (path: string): string => `field-${path.replace(/\./g, '-')}`;
