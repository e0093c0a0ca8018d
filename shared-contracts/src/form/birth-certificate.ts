import { MIN_REGISTRATION_YEAR_EXCLUSIVE, type StateCode } from 'shared-contracts';
import { compareCalendarDates, parseIsoDate, toCalendarDate, type CalendarDate } from 'shared-contracts';

/** Spec §5; other states accept any printable value. */
const BIRTH_CERTIFICATE_NUMBER_PATTERNS: Partial<Record<StateCode, RegExp>> = {
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

export function isRegistrationYear(value: string | number, today: Date | CalendarDate = new Date()): boolean {
  const text = String(value).trim();
  if (!/^\d{4}$/.test(text)) return false;
  const year = Number(text);
  const now = today instanceof Date ? toCalendarDate(today) : today;
  return year > MIN_REGISTRATION_YEAR_EXCLUSIVE && year <= now.year;
}

/** Spec §5. True when either date is missing: their own rules report that. */
export function isRegistrationOnOrAfterBirth(registrationDate: string | undefined | null, birthDate: string | undefined | null): boolean {
  const reg = parseIsoDate(registrationDate);
  const birth = parseIsoDate(birthDate);
  if (!reg || !birth) return true;
  return compareCalendarDates(reg, birth) >= 0;
}
