/**
 * Drops the null columns of a row: the contract marks optional fields as absent (`z.optional`), not null, so a
 * NULL description leaves the key out of the answer instead of failing the response schema.
 */
export function withoutNulls<T extends Record<string, unknown>>(row: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)) as { [K in keyof T]: Exclude<T[K], null> };
}
