/**
 * The patterns of spec §5 as regular expressions and pure predicates. Each predicate answers for a present
 * value; whether a field is required is decided by the step validators, not here.
 */

/** Name: letters, hyphen, apostrophe, comma, dot and space. */
export const NAME_PATTERN = /^[A-Za-z\-',. ]+$/;
/** ID name (as printed on an identity document): letters, hyphen, apostrophe, space. */
export const ID_NAME_PATTERN = /^[A-Za-z\-' ]+$/;
/**
 * Email: the usual local part, an @, and a domain of dot-separated labels ending in a top-level domain.
 * Stricter than HTML's `type=email` (which accepts `a@b`), because a card application needs a deliverable address.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;
/** Phone: 6 to 15 characters of digits, +, #, space and brackets. */
export const PHONE_PATTERN = /^[0-9+# ()]{6,15}$/;
/** Address line: letters, digits, spaces and # , . / - */
export const ADDRESS_LINE_PATTERN = /^[A-Za-z0-9 #,./-]+$/;
/** Suburb: starts with a letter or bracket; letters, space, apostrophe, comma, brackets and hyphen. */
export const SUBURB_PATTERN = /^[A-Za-z(][A-Za-z '(),-]*$/;
/** Postcode when the country is Australia: 3 to 5 digits. */
export const AUSTRALIAN_POSTCODE_PATTERN = /^\d{3,5}$/;
/** Provider MSIC number: VEP plus 7 digits. */
export const PROVIDER_MSIC_NUMBER_PATTERN = /^VEP\d{7}$/;
/** Generic MSIC number (any issuing body): 3 letters plus 5 to 9 digits. */
export const MSIC_NUMBER_PATTERN = /^[A-Za-z]{3}\d{5,9}$/;
/** ASIC number: 7 alphanumerics. */
export const ASIC_NUMBER_PATTERN = /^[A-Za-z0-9]{7}$/;
/** Provider ASIC number: VEA plus 7 digits. */
export const PROVIDER_ASIC_NUMBER_PATTERN = /^VEA\d{7}$/;
/** Printable ASCII only (single-line fields). */
export const PRINTABLE_ASCII_PATTERN = /^[\x20-\x7E]*$/;
/** Printable ASCII plus line breaks and tabs (multi-line fields such as the occupation description). */
export const PRINTABLE_TEXT_PATTERN = /^[\x20-\x7E\r\n\t]*$/;
/** Card serial: 1 to 6 digits, not all zeros. */
export const CARD_SERIAL_PATTERN = /^(?!0+$)\d{1,6}$/;
/** Alphanumeric with spaces. */
export const ALPHANUMERIC_SPACES_PATTERN = /^[A-Za-z0-9 ]+$/;
/** CVC: 3 digits. */
export const CVC_PATTERN = /^\d{3}$/;
/** Immicard: EIS, PRE, RDI or AMS plus 6 digits. */
export const IMMICARD_NUMBER_PATTERN = /^(EIS|PRE|RDI|AMS)\d{6}$/;
/** Passport number: letters and digits (max length 14 is a separate rule). */
export const PASSPORT_NUMBER_PATTERN = /^[A-Za-z0-9]+$/;

export const isName = (v: string): boolean => NAME_PATTERN.test(v);
export const isIdName = (v: string): boolean => ID_NAME_PATTERN.test(v);
export const isEmail = (v: string): boolean => v.length <= 254 && EMAIL_PATTERN.test(v);
/** Step 1's confirm email must match the email (ignoring surrounding spaces and letter case). */
export const emailsMatch = (email: string | undefined, confirm: string | undefined): boolean =>
  (email ?? '').trim().toLowerCase() === (confirm ?? '').trim().toLowerCase();
export const isPhone = (v: string): boolean => PHONE_PATTERN.test(v);
export const isAddressLine = (v: string): boolean => ADDRESS_LINE_PATTERN.test(v);
export const isSuburb = (v: string): boolean => SUBURB_PATTERN.test(v);

/** True when the country value names Australia (the draft stores the country name). */
export const isAustralia = (country: string | undefined | null): boolean => (country ?? '').trim().toLowerCase() === 'australia';

/** Postcode: 3 to 5 digits when the country is Australia; any printable value of up to 10 characters elsewhere. */
export function isPostcode(postcode: string, country: string | undefined | null): boolean {
  if (isAustralia(country)) return AUSTRALIAN_POSTCODE_PATTERN.test(postcode);
  return postcode.trim().length > 0 && postcode.length <= 10 && PRINTABLE_ASCII_PATTERN.test(postcode);
}

export const isProviderMsicNumber = (v: string): boolean => PROVIDER_MSIC_NUMBER_PATTERN.test(v);
export const isMsicNumber = (v: string): boolean => MSIC_NUMBER_PATTERN.test(v);
export const isAsicNumber = (v: string): boolean => ASIC_NUMBER_PATTERN.test(v);
export const isProviderAsicNumber = (v: string): boolean => PROVIDER_ASIC_NUMBER_PATTERN.test(v);
export const isPrintableAscii = (v: string): boolean => PRINTABLE_ASCII_PATTERN.test(v);
export const isPrintableText = (v: string): boolean => PRINTABLE_TEXT_PATTERN.test(v);
export const isCardSerial = (v: string): boolean => CARD_SERIAL_PATTERN.test(v);
export const isAlphanumericWithSpaces = (v: string): boolean => ALPHANUMERIC_SPACES_PATTERN.test(v);
export const isCvc = (v: string): boolean => CVC_PATTERN.test(v);
export const isImmicardNumber = (v: string): boolean => IMMICARD_NUMBER_PATTERN.test(v);
/** A checkbox must be ticked: only `true` counts (not 'true', not 1). */
export const isChecked = (v: unknown): boolean => v === true;
/** A value is blank when it is missing or only spaces. */
export const isBlank = (v: string | number | null | undefined): boolean => v === undefined || v === null || String(v).trim() === '';
export const isPresent = (v: string | number | null | undefined): v is string | number => !isBlank(v);
