import { MIN_REGISTRATION_YEAR_EXCLUSIVE, type StateCode } from 'shared-contracts';
import { compareCalendarDates, parseIsoDate, toCalendarDate, type CalendarDate } from 'shared-contracts';

/**
 * Birth-certificate number by registration state (spec §5): ACT, NT and SA 1 to 10 alphanumerics; NSW 1 to 7
 * digits; VIC 1 to 10 digits; WA exactly 7 digits. Other states accept any printable value.
 */
export const BIRTH_CERTIFICATE_NUMBER_PATTERNS: Partial<Record<StateCode, RegExp>> = {
  ACT: /^[A-Za-z0-9]{1,10}$/,
  NT: /^[A-Za-z0-9]{1,10}$/,
  SA: /^[A-Za-z0-9]{1,10}$/,
  NSW: /^\d{1,7}$/,
  VIC: /^\d{1,10}$/,
  WA: /^\d{7}$/,
};

export const BIRTH_CERTIFICATE_NUMBER_HINTS: Partial<Record<StateCode, string>> = {
  ACT: 'up to 10 letters and numbers',
  NT: 'up to 10 letters and numbers',
  SA: 'up to 10 letters and numbers',
  NSW: 'up to 7 digits',
  VIC: 'up to 10 digits',
  WA: 'exactly 7 digits',
};

export function isBirthCertificateNumber(value: string, state: string | undefined | null): boolean {
  const pattern = BIRTH_CERTIFICATE_NUMBER_PATTERNS[(state ?? '') as StateCode];
  if (pattern) return pattern.test(value);
  return value.trim().length > 0 && /^[\x20-\x7E]+$/.test(value);
}

/** Registration year: a whole year greater than 1929 and not in the future. */
export function isRegistrationYear(value: string | number, today: Date | CalendarDate = new Date()): boolean {
  const text = String(value).trim();
  if (!/^\d{4}$/.test(text)) return false;
  const year = Number(text);
  const now = today instanceof Date ? toCalendarDate(today) : today;
  return year > MIN_REGISTRATION_YEAR_EXCLUSIVE && year <= now.year;
}

/**
 * Registration date must not precede the birth date (spec §5). True when either date is missing or unreadable:
 * those are reported by their own required and date rules.
 */
export function isRegistrationOnOrAfterBirth(registrationDate: string | undefined | null, birthDate: string | undefined | null): boolean {
  const reg = parseIsoDate(registrationDate);
  const birth = parseIsoDate(birthDate);
  if (!reg || !birth) return true;
  return compareCalendarDates(reg, birth) >= 0;
}
