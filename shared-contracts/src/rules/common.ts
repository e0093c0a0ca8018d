import * as z from 'zod/mini';
import { isRealIsoDate } from 'shared-contracts';
import { FIELD_MESSAGES } from './field-messages';
import { PRINTABLE_ASCII_PATTERN, PRINTABLE_TEXT_PATTERN } from './patterns';

// Strings are printable ASCII and bounded (spec §5), so that nothing a form sends can smuggle control characters into
// a PDF, a mail or the database.

/** May be empty: drafts hold half-typed forms. */
export function printable(max: number) {
  return z.string().check(z.maxLength(max, FIELD_MESSAGES.maxLength(max)), z.regex(PRINTABLE_ASCII_PATTERN, FIELD_MESSAGES.printable));
}

export function printableText(max: number) {
  return z.string().check(z.maxLength(max, FIELD_MESSAGES.maxLength(max)), z.regex(PRINTABLE_TEXT_PATTERN, FIELD_MESSAGES.printable));
}

export function requiredText(max: number, requiredMessage: string = FIELD_MESSAGES.required) {
  return z.string().check(
    z.refine((v) => v.trim().length > 0, requiredMessage),
    z.maxLength(max, FIELD_MESSAGES.maxLength(max)),
    z.regex(PRINTABLE_ASCII_PATTERN, FIELD_MESSAGES.printable),
  );
}

export function patterned(pattern: RegExp, max: number, message: string, requiredMessage: string = FIELD_MESSAGES.required) {
  return z.string().check(
    z.refine((v) => v.trim().length > 0, requiredMessage),
    z.maxLength(max, FIELD_MESSAGES.maxLength(max)),
    z.regex(pattern, message),
  );
}

export const IsoDate = z.string().check(z.refine((v) => isRealIsoDate(v), FIELD_MESSAGES.date));

/** '' while the applicant has not picked it yet. */
export const DraftDate = z.string().check(z.refine((v) => v === '' || isRealIsoDate(v), FIELD_MESSAGES.date));

export const Timestamp = z.string().check(z.maxLength(40), z.regex(/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'Expected an ISO 8601 date or date-time'));

export const Id = z.int().check(z.minimum(0));

/** Of calls whose spec answer is "none" or ignored. */
export const OkResponse = z.object({ ok: z.boolean() });
export type OkResponse = z.infer<typeof OkResponse>;
