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
 * Reads a calendar date from a stored value: an ISO date is taken as is; a timestamp (server bookkeeping dates
 * such as `_paidAt`) is read in the runtime's local time zone.
 */
export function readCalendarDate(value: string | Date | null | undefined): CalendarDate | null {
  if (value == null || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : toCalendarDate(value);
  const datePart = value.slice(0, 10);
  const plain = parseIsoDate(datePart);
  if (!plain) return null;
  if (value.length === 10) return plain;
  const t = new Date(value);
  return Number.isNaN(t.getTime()) ? null : toCalendarDate(t);
}

/**
 * Formats a date with the tokens d, dd, M, MM, MMM, yy and yyyy (a subset of the Unicode patterns, enough for
 * the display formats of spec §9). Returns '' for a missing or invalid date.
 */
export function formatDatePattern(value: string | Date | null | undefined, pattern: string): string {
  const d = readCalendarDate(value);
  if (!d) return '';
  return pattern.replace(/yyyy|yy|MMM|MM|M|dd|d/g, (token) => {
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

/** 'd MMM yyyy', e.g. 5 Mar 2024. */
export function formatDate(value: string | Date | null | undefined): string {
  return formatDatePattern(value, DATE_FORMAT);
}

/** 'MMM yyyy', e.g. Mar 2024. */
export function formatMonthYear(value: string | Date | null | undefined): string {
  return formatDatePattern(value, MONTH_YEAR_FORMAT);
}
