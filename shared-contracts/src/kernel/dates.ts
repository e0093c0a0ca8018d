import { DATE_FORMAT, MONTH_YEAR_FORMAT } from './constants';

/**
 * Dates of the draft are ISO calendar dates (yyyy-MM-dd) with no time zone, so they are compared as year/month/day
 * and never through `Date`'s UTC conversion, which would move a birth date by a day in Australian time zones.
 */
export interface CalendarDate {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_NAMES_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Null when it is missing, malformed or not a real date. */
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

/** In the runtime's local time zone. */
export function toCalendarDate(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

export function toIsoDate(date: CalendarDate | Date): string {
  const d = date instanceof Date ? toCalendarDate(date) : date;
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** To compare address history at month precision. */
export function monthIndex(d: CalendarDate): number {
  return d.year * 12 + (d.month - 1);
}

export function addDays(d: CalendarDate, days: number): CalendarDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** A birthday counts from its day. */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/**
 * The product's time zones (a company's `timeZone`) with their standard offsets in minutes east of UTC, and whether
 * they keep daylight saving. The date and time of an instant are reckoned from these, not through `Intl`: a page's
 * first `Intl.DateTimeFormat` loads the runtime's locale and zone data, a long task of 35 to 150 ms on this machine's
 * Chromium (x4 on a phone) in the middle of the wizard's and the status page's start. `dates.test.ts` holds the rule to
 * the IANA data (Node's ICU) at every hour from 2008 to 2040 and at every quarter hour of each changeover day.
 */
const ZONES = {
  'Australia/Sydney': { standard: 600, daylightSaving: true },
  'Australia/Melbourne': { standard: 600, daylightSaving: true },
  'Australia/Hobart': { standard: 600, daylightSaving: true },
  'Australia/Adelaide': { standard: 570, daylightSaving: true },
  'Australia/Brisbane': { standard: 600, daylightSaving: false },
  'Australia/Darwin': { standard: 570, daylightSaving: false },
  'Australia/Perth': { standard: 480, daylightSaving: false },
} as const;
export type AustralianTimeZone = keyof typeof ZONES;
export const AUSTRALIAN_TIME_ZONES = Object.keys(ZONES) as AustralianTimeZone[];

const HOUR = 3_600_000;
/** The first Sunday of a month (0-11), as a UTC day. */
const firstSunday = (year: number, month: number) => Date.UTC(year, month, 1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7));

/**
 * The instant's wall-clock time in `timeZone`, as a `Date` whose UTC fields are that time. Daylight saving in NSW,
 * Victoria, Tasmania, the ACT and South Australia (the same rule in each since 2008): from 2 am standard time on the
 * first Sunday in October to 3 am daylight time (2 am standard) on the first Sunday in April.
 */
function wallClock(instant: Date, timeZone: AustralianTimeZone): Date {
  const zone = ZONES[timeZone];
  if (!zone) throw new Error(`${String(timeZone)} is not one of the product's time zones`);
  const standard = instant.getTime() + zone.standard * 60_000;
  const year = new Date(standard).getUTCFullYear();
  const saving = zone.daylightSaving && (standard >= firstSunday(year, 9) + 2 * HOUR || standard < firstSunday(year, 3) + 2 * HOUR);
  return new Date(standard + (saving ? HOUR : 0));
}

/** Every date printed of a moment goes through here with the variant's time zone: never the runtime's, never UTC. */
export function calendarDateIn(instant: Date, timeZone: AustralianTimeZone): CalendarDate {
  const wall = wallClock(instant, timeZone);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

export const todayIn = (timeZone: AustralianTimeZone, now: Date = new Date()): CalendarDate => calendarDateIn(now, timeZone);

/** An instant (the clock when none is given) as its day in the variant's zone: the wizard and the server agree. */
export const ruleDay = (today: Date | CalendarDate | undefined, timeZone: AustralianTimeZone): CalendarDate =>
  today === undefined || today instanceof Date ? todayIn(timeZone, today) : today;

/** An ISO date is taken as it is; a timestamp or a `Date` is an instant, read in `timeZone`. */
export function readCalendarDate(value: string | Date | null | undefined, timeZone: AustralianTimeZone): CalendarDate | null {
  if (value == null || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : calendarDateIn(value, timeZone);
  const datePart = value.slice(0, 10);
  const plain = parseIsoDate(datePart);
  if (!plain) return null;
  if (value.length === 10) return plain;
  const t = new Date(value);
  return Number.isNaN(t.getTime()) ? null : calendarDateIn(t, timeZone);
}

/** The tokens of the display formats of spec §9. */
function formatCalendarDate(d: CalendarDate, pattern: string): string {
  const parts: Record<string, string> = {
    yyyy: String(d.year).padStart(4, '0'),
    MMM: MONTH_NAMES_SHORT[d.month - 1] ?? '',
    d: String(d.day),
  };
  return pattern.replace(/yyyy|MMM|d/g, (token) => parts[token] ?? token);
}

/** THE date of the product (spec §9), on every screen, mail and document; '' for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined, timeZone: AustralianTimeZone): string {
  const d = readCalendarDate(value, timeZone);
  return d ? formatCalendarDate(d, DATE_FORMAT) : '';
}

/** yyyy-MM or yyyy-MM-dd */
export function formatMonthYear(value: string | null | undefined): string {
  if (!value) return '';
  const d = parseIsoDate(value.length === 7 ? `${value}-01` : value.slice(0, 10));
  return d ? formatCalendarDate(d, MONTH_YEAR_FORMAT) : '';
}

/** '3:04 pm' */
function formatTimeOfDay(instant: Date, timeZone: AustralianTimeZone): string {
  const wall = wallClock(instant, timeZone);
  const hours = wall.getUTCHours();
  return `${hours % 12 || 12}:${String(wall.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** '26 Dec 2026, 3:04 pm'; '' when missing or invalid. */
export function formatDateTime(value: string | Date | null | undefined, timeZone: AustralianTimeZone): string {
  if (value == null || value === '') return '';
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  return `${formatDate(instant, timeZone)}, ${formatTimeOfDay(instant, timeZone)}`;
}
