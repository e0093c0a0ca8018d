export function valueAt(values: unknown, path: string): unknown {
  let value: unknown = values;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Leaf paths, so that only the inputs of those paths are touched. */
export function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  if (Object.is(before, after)) return [];
  const arrays = Array.isArray(before) && Array.isArray(after);
  if (!arrays && !(isPlainObject(before) && isPlainObject(after))) return prefix ? [prefix] : [];
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = arrays ? Array.from({ length: Math.min(a.length as number, b.length as number) }, (_, i) => String(i)) : [...new Set([...Object.keys(a), ...Object.keys(b)])];
  const out = keys.flatMap((key) => changedPaths(a[key], b[key], prefix ? `${prefix}.${key}` : key));
  // a list that grew or shrank is written whole, after its common items
  if (arrays && (before as unknown[]).length !== (after as unknown[]).length) out.push(prefix);
  return out;
}

export const fieldId = (path: string): string => `field-${path.replace(/\./g, '-')}`;
