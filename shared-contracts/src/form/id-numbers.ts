/**
 * Identity-document numbers (spec §3 "ID document details"): the birth registration number, the citizenship and
 * descent certificates' stock number, client id, register and entry numbers, the passport number of a visa and
 * the ImmiCard number. They sit under `_idDocument.Details`. The one list: the API encrypts these at rest, and
 * the wizard leaves them out of the copy of the draft it keeps on the device (issue 18).
 */
export const ID_NUMBER_FIELDS = ['RegistrationNumber', 'ClientId', 'RegisterNumber', 'EntryNumber', 'StockNumber', 'PassportNumber', 'ImmicardNumber'] as const;
export type IdNumberField = (typeof ID_NUMBER_FIELDS)[number];

interface WithIdDocument {
  _idDocument?: { Details?: Record<string, unknown> | null } | null;
}

/** The draft without any identity-document number (a copy; the draft given is not changed). */
export function withoutIdNumbers<T extends object>(draft: T): T {
  const document = (draft as WithIdDocument)._idDocument;
  const details = document && typeof document === 'object' ? document.Details : undefined;
  if (!details || typeof details !== 'object') return draft;
  const kept: Record<string, unknown> = { ...details };
  for (const field of ID_NUMBER_FIELDS) delete kept[field];
  return { ...draft, _idDocument: { ...document, Details: kept } };
}

/**
 * `draft` with the identity-document numbers of `source` put back where `draft` has none (a copy): the local copy,
 * which never holds them, restored over the server's draft, which does.
 */
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
