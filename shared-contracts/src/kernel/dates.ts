import { DATE_FORMAT, MONTH_YEAR_FORMAT } from './constants';

/**
 * Calendar-date helpers without a date library. Dates of the draft are ISO calendar dates (yyyy-MM-dd) with
 * no time zone, so they are compared as year/month/day and never through `Date`'s UTC conversion, which would
 * move a birth date by a day in Australian time zones.
 */
export interface CalendarDate {
  year: number;
  /** 1 to 12 */
  month: number;
  /** 1 to 31 */
  day: number;
}

export const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
export const MONTH_NAMES_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Parses an ISO calendar date (yyyy-MM-dd); null when it is missing, malformed or not a real date. */
export function parseIsoDate(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isRealIsoDate(value: string | null | undefined): boolean {
  return parseIsoDate(value) !== null;
}

/** The calendar date of a `Date` in the runtime's local time zone. */
export function toCalendarDate(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

export function toIsoDate(date: CalendarDate | Date): string {
  const d = date instanceof Date ? toCalendarDate(date) : date;
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** Negative when a is before b, 0 when equal, positive when after. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Months since year 0: used to compare address history at month precision. */
export function monthIndex(d: CalendarDate): number {
  return d.year * 12 + (d.month - 1);
}

/** Adds whole years; 29 February becomes 28 February in a year that has none. */
export function addYears(d: CalendarDate, years: number): CalendarDate {
  const year = d.year + years;
  return { year, month: d.month, day: Math.min(d.day, daysInMonth(year, d.month)) };
}

export function addDays(d: CalendarDate, days: number): CalendarDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** Age in whole years on `today`; a birthday counts from its day. */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/**
 * The calendar date of an instant in an IANA time zone ('Australia/Sydney'): the day a person in that zone reads on
 * a calendar at that instant. Every date the product prints of a moment (a payment, a submission, a signature, a
 * completion, a link's expiry) goes through here with the variant's time zone (`Company.timeZone`), on the site,
 * in the API, in mails and in PDFs alike (issue 39): never the runtime's zone, never UTC.
 */
export function calendarDateIn(instant: Date, timeZone: string): CalendarDate {
  const parts = zoneFormatter(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Today in a time zone: the variant's "today" of the date rules (age, address history, expiry, pickup). */
export const todayIn = (timeZone: string, now: Date = new Date()): CalendarDate => calendarDateIn(now, timeZone);

/**
 * The calendar day a date rule counts from: a calendar date as given, an instant (the server's clock, or the
 * browser's when none is given) as the day it is in the variant's time zone. An applicant who turns 18 at midnight
 * in Brisbane is 18 on the wizard and on the server alike, whatever zone the server runs in (issue 39).
 */
export const ruleDay = (today: Date | CalendarDate | undefined, timeZone: string): CalendarDate =>
  today === undefined || today instanceof Date ? todayIn(timeZone, today) : today;

/**
 * Reads a calendar date from a stored value: an ISO date (a birth date, a certificate date) is a calendar date and
 * is taken as it is; a timestamp (server bookkeeping such as `_paidAt`) or a `Date` is an instant, read in
 * `timeZone`.
 */
export function readCalendarDate(value: string | Date | null | undefined, timeZone: string): CalendarDate | null {
  if (value == null || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : calendarDateIn(value, timeZone);
  const datePart = value.slice(0, 10);
  const plain = parseIsoDate(datePart);
  if (!plain) return null;
  if (value.length === 10) return plain;
  const t = new Date(value);
  return Number.isNaN(t.getTime()) ? null : calendarDateIn(t, timeZone);
}

const TOKENS = /yyyy|yy|MMM|MM|M|dd|d/g;

function formatCalendarDate(d: CalendarDate, pattern: string): string {
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
        return String(d.year).padStart(4, '0');
      case 'yy':
        return String(d.year % 100).padStart(2, '0');
      case 'MMM':
        return MONTH_NAMES_SHORT[d.month - 1] ?? '';
      case 'MM':
        return String(d.month).padStart(2, '0');
      case 'M':
        return String(d.month);
      case 'dd':
        return String(d.day).padStart(2, '0');
      default:
        return String(d.day);
    }
  });
}

/**
 * Formats a date with the tokens d, dd, M, MM, MMM, yy and yyyy (a subset of the Unicode patterns, enough for
 * the display formats of spec §9); an instant is read in `timeZone`. Returns '' for a missing or invalid date.
 */
export function formatDatePattern(value: string | Date | null | undefined, pattern: string, timeZone: string): string {
  const d = readCalendarDate(value, timeZone);
  return d ? formatCalendarDate(d, pattern) : '';
}

/**
 * 'd MMM yyyy', e.g. 5 Mar 2024: THE date of the product (spec §9), on every screen, mail and document. A calendar
 * date prints as it is; an instant prints as the day it was in `timeZone`, the variant's (`Company.timeZone`).
 */
export function formatDate(value: string | Date | null | undefined, timeZone: string): string {
  return formatDatePattern(value, DATE_FORMAT, timeZone);
}

/** 'MMM yyyy', e.g. Mar 2024, of a calendar month (an address's from and to dates, yyyy-MM or yyyy-MM-dd). */
export function formatMonthYear(value: string | null | undefined): string {
  if (!value) return '';
  const d = parseIsoDate(value.length === 7 ? `${value}-01` : value.slice(0, 10));
  return d ? formatCalendarDate(d, MONTH_YEAR_FORMAT) : '';
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** The time of day of an instant in a time zone, as Australians write it: '3:04 pm'. */
export function formatTimeOfDay(instant: Date, timeZone: string): string {
  let formatter = timeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true });
    timeFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
}

/** An instant as its date and time of day in a time zone: '26 Dec 2026, 3:04 pm'; '' when missing or invalid. */
export function formatDateTime(value: string | Date | null | undefined, timeZone: string): string {
  if (value == null || value === '') return '';
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  return `${formatDate(instant, timeZone)}, ${formatTimeOfDay(instant, timeZone)}`;
}
