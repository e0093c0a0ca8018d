import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ID_NUMBER_FIELDS, type ApplicantDraft } from 'shared-contracts/form';

/**
 * Identity-document numbers (spec §3 "ID document details": birth registration number, descent client id, register
 * and entry numbers, certificate stock number, passport number, ImmiCard number) are encrypted at rest with
 * AES-256-GCM under DATA_ENCRYPTION_KEY. Everything else of a draft stays queryable JSON; only these values are
 * replaced by `enc:v1:<base64url(iv | tag | ciphertext)>` before a draft is written, and restored when it is read, both in
 * one place: the draft form repository; the list of fields is shared-contracts' ID_NUMBER_FIELDS, the one the wizard's local copy leaves out (repositories/draft-forms.ts). A value without the prefix (a row written
 * before encryption) reads as it is, and sealLegacyIdNumbers there encrypts such rows when the server starts.
 */
export { ID_NUMBER_FIELDS };

/** What a sealed value starts with (repositories/draft-forms.ts finds the plain ones left by it). */
export const SEALED_PREFIX = 'enc:v1:';
const PREFIX = SEALED_PREFIX;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The 32-byte key of a DATA_ENCRYPTION_KEY (64 hex digits, checked by env.ts). */
export function dataKey(hex: string): Buffer {
  const key = Buffer.from(hex, 'hex');
  if (key.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 64 hex digits (32 bytes)');
  return key;
}

export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

/** AES-256-GCM with a fresh random IV: the same number sealed twice gives two different texts. */
export function seal(plain: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The plain text of a sealed value; throws when it was altered or sealed under another key. */
export function unseal(sealed: string, key: Buffer): string {
  const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

type Draftish = Record<string, unknown> | null | undefined;

function mapIdNumbers<T extends Draftish>(draft: T, map: (value: string) => string): T {
  if (!draft || typeof draft !== 'object') return draft;
  const document = draft._idDocument as { Details?: Record<string, unknown> } | undefined;
  const details = document && typeof document === 'object' ? document.Details : undefined;
  if (!details || typeof details !== 'object') return draft;
  let changed = false;
  const next: Record<string, unknown> = { ...details };
  for (const field of ID_NUMBER_FIELDS) {
    const value = next[field];
    if (typeof value === 'string' && value !== '') {
      const mapped = map(value);
      if (mapped !== value) {
        next[field] = mapped;
        changed = true;
      }
    }
  }
  return changed ? ({ ...draft, _idDocument: { ...document, Details: next } } as T) : draft;
}

/** The draft as it is stored: its identity-document numbers sealed. */
export function sealDraft<T extends ApplicantDraft | Draftish>(draft: T, key: Buffer): T {
  return mapIdNumbers(draft as Draftish, (value) => (isSealed(value) ? value : seal(value, key))) as T;
}

/** The draft as it was given: its identity-document numbers unsealed (plain ones, from before, as they are). */
export function openDraft<T extends ApplicantDraft | Draftish>(draft: T, key: Buffer): T {
  return mapIdNumbers(draft as Draftish, (value) => (isSealed(value) ? unseal(value, key) : value)) as T;
}
