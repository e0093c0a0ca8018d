// A certificate of completion's verification code (issue 20), out of the induction schemas so that a screen that
// checks or shows a code needs neither zod nor the API layer (issue 17, docs/decisions/061).

/** A certificate's verification code as printed: 12 characters of Crockford's base 32 in groups of four (XXXX-XXXX-XXXX). */
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/**
 * A code as someone typed it, in the printed form: upper case, without spaces, with the letters people mistake for
 * digits read as those digits (O as 0, I and L as 1), regrouped in fours. Unchanged when it cannot be a code.
 */
export function normaliseCertificateCode(input: string): string {
  const bare = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return bare.length === 12 ? `${bare.slice(0, 4)}-${bare.slice(4, 8)}-${bare.slice(8)}` : input;
}
