// Spec §5. Each predicate answers for a present value; whether a field is required is decided by the step validators.

export const NAME_PATTERN = /^[A-Za-z\-',. ]+$/;
/** As printed on an identity document. */
export const ID_NAME_PATTERN = /^[A-Za-z\-' ]+$/;
/** Stricter than HTML's `type=email` (which accepts `a@b`): a card application needs a deliverable address. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;
export const PHONE_PATTERN = /^[0-9+# ()]{6,15}$/;
export const ADDRESS_LINE_PATTERN = /^[A-Za-z0-9 #,./-]+$/;
export const SUBURB_PATTERN = /^[A-Za-z(][A-Za-z '(),-]*$/;
export const AUSTRALIAN_POSTCODE_PATTERN = /^\d{3,5}$/;
export const PROVIDER_MSIC_NUMBER_PATTERN = /^VEP\d{7}$/;
/** Of any issuing body. */
export const MSIC_NUMBER_PATTERN = /^[A-Za-z]{3}\d{5,9}$/;
export const ASIC_NUMBER_PATTERN = /^[A-Za-z0-9]{7}$/;
export const PROVIDER_ASIC_NUMBER_PATTERN = /^VEA\d{7}$/;
/** Single-line fields. */
export const PRINTABLE_ASCII_PATTERN = /^[\x20-\x7E]*$/;
/** Multi-line fields such as the occupation description. */
export const PRINTABLE_TEXT_PATTERN = /^[\x20-\x7E\r\n\t]*$/;
export const ALPHANUMERIC_SPACES_PATTERN = /^[A-Za-z0-9 ]+$/;
export const CVC_PATTERN = /^\d{3}$/;
export const IMMICARD_NUMBER_PATTERN = /^(EIS|PRE|RDI|AMS)\d{6}$/;
/** Max length 14 is a separate rule. */
export const PASSPORT_NUMBER_PATTERN = /^[A-Za-z0-9]+$/;

export const isName = (v: string): boolean => NAME_PATTERN.test(v);
export const isIdName = (v: string): boolean => ID_NAME_PATTERN.test(v);
export const isEmail = (v: string): boolean => v.length <= 254 && EMAIL_PATTERN.test(v);
/** Ignoring surrounding spaces and letter case. */
export const emailsMatch = (email: string | undefined, confirm: string | undefined): boolean =>
  (email ?? '').trim().toLowerCase() === (confirm ?? '').trim().toLowerCase();
export const isPhone = (v: string): boolean => PHONE_PATTERN.test(v);
export const isAddressLine = (v: string): boolean => ADDRESS_LINE_PATTERN.test(v);
export const isSuburb = (v: string): boolean => SUBURB_PATTERN.test(v);

/** The draft stores the country name. */
export const isAustralia = (country: string | undefined | null): boolean => (country ?? '').trim().toLowerCase() === 'australia';

export function isPostcode(postcode: string, country: string | undefined | null): boolean {
  if (isAustralia(country)) return AUSTRALIAN_POSTCODE_PATTERN.test(postcode);
  return postcode.trim().length > 0 && postcode.length <= 10 && PRINTABLE_ASCII_PATTERN.test(postcode);
}

export const isProviderMsicNumber = (v: string): boolean => PROVIDER_MSIC_NUMBER_PATTERN.test(v);
export const isMsicNumber = (v: string): boolean => MSIC_NUMBER_PATTERN.test(v);
export const isAsicNumber = (v: string): boolean => ASIC_NUMBER_PATTERN.test(v);
export const isProviderAsicNumber = (v: string): boolean => PROVIDER_ASIC_NUMBER_PATTERN.test(v);
export const isPrintableAscii = (v: string): boolean => PRINTABLE_ASCII_PATTERN.test(v);
export const isImmicardNumber = (v: string): boolean => IMMICARD_NUMBER_PATTERN.test(v);
/** Missing or only spaces. */
export const isBlank = (v: string | number | null | undefined): boolean => v === undefined || v === null || String(v).trim() === '';
