// Out of the induction schemas so that a screen that checks or shows a code needs no zod (decision 061).

/** 12 characters of Crockford's base 32 in groups of four. */
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** O read as 0, I and L as 1; unchanged when it cannot be a code. */
export function normaliseCertificateCode(input: string): string {
  const bare = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return bare.length === 12 ? `${bare.slice(0, 4)}-${bare.slice(4, 8)}-${bare.slice(8)}` : input;
}
