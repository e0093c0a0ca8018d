/** The API encrypts these at rest; the wizard leaves them out of the copy of the draft it keeps on the device. */
export const ID_NUMBER_FIELDS = ['RegistrationNumber', 'ClientId', 'RegisterNumber', 'EntryNumber', 'StockNumber', 'PassportNumber', 'ImmicardNumber'] as const;

interface WithIdDocument {
  _idDocument?: { Details?: Record<string, unknown> | null } | null;
}

export function withoutIdNumbers<T extends object>(draft: T): T {
  const document = (draft as WithIdDocument)._idDocument;
  const details = document && typeof document === 'object' ? document.Details : undefined;
  if (!details || typeof details !== 'object') return draft;
  const kept: Record<string, unknown> = { ...details };
  for (const field of ID_NUMBER_FIELDS) delete kept[field];
  return { ...draft, _idDocument: { ...document, Details: kept } };
}

/** Puts the numbers of `source` back where `draft` has none: the local copy restored over the server's draft. */
export function withIdNumbersOf<T extends object>(draft: T, source: object): T {
  const from = (source as WithIdDocument)._idDocument?.Details;
  if (!from || typeof from !== 'object') return draft;
  const document = (draft as WithIdDocument)._idDocument;
  const details: Record<string, unknown> = { ...(document?.Details ?? {}) };
  let changed = false;
  for (const field of ID_NUMBER_FIELDS) {
    if ((details[field] === undefined || details[field] === '') && from[field] !== undefined) {
      details[field] = from[field];
      changed = true;
    }
  }
  return changed ? { ...draft, _idDocument: { ...(document ?? {}), Details: details } } : draft;
}
