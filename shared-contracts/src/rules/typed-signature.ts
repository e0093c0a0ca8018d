import { FIELD_MESSAGES } from './field-messages';
import { NAME_PATTERN } from './patterns';
import { isSignatureDataUrl } from './signature';

/** Typed, the signer's full name, for those who cannot use a pointer (WCAG 2.1.1 keyboard; decision 029). */
export const SIGNATURE_METHODS = ['drawn', 'typed'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

export const TYPED_SIGNATURE_MAX_LENGTH = 200;

export const TYPED_SIGNATURE_MESSAGES = {
  missing: 'Type your full name to sign',
  mismatch: 'Type your full name as you gave it above: your first name and your surname',
  invalid: FIELD_MESSAGES.name,
} as const;

const words = (value: string) => value.trim().toLowerCase().split(/\s+/).filter(Boolean);

/** Starts with the signer's first name and ends with their surname; case and extra spaces do not matter. */
export function typedSignatureProblem(typed: string | null | undefined, firstName: string | undefined, surname: string | undefined): string | null {
  const name = (typed ?? '').trim();
  if (!name) return TYPED_SIGNATURE_MESSAGES.missing;
  if (name.length > TYPED_SIGNATURE_MAX_LENGTH || !NAME_PATTERN.test(name)) return TYPED_SIGNATURE_MESSAGES.invalid;
  const signed = words(name);
  const first = words(firstName ?? '');
  const last = words(surname ?? '');
  if (first.length === 0 || last.length === 0) return null; // the name fields carry their own errors
  const starts = first.every((w, i) => signed[i] === w);
  const ends = last.every((w, i) => signed[signed.length - last.length + i] === w);
  return starts && ends && signed.length >= first.length + last.length ? null : TYPED_SIGNATURE_MESSAGES.mismatch;
}

export interface SignatureAnswer {
  FirstName?: string | undefined;
  Surname?: string | undefined;
  _signatureMethod?: SignatureMethod | undefined;
  _signature?: string | undefined;
  _signatureTyped?: string | undefined;
}

/** The 50 px extent of a drawn one is measured by the pad in the browser and from the strokes on the server. */
export function signatureProblem(form: SignatureAnswer): string | null {
  if (form._signatureMethod === 'typed') return typedSignatureProblem(form._signatureTyped, form.FirstName, form.Surname);
  return isSignatureDataUrl(form._signature) ? null : FIELD_MESSAGES.signature;
}
