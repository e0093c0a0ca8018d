import { ADDRESS_HISTORY_YEARS, EMPLOYER_STATES, MAX_ADDRESSES } from 'shared-contracts';
import { compareCalendarDates, monthIndex, parseIsoDate, toCalendarDate, type CalendarDate } from 'shared-contracts';
import { FIELD_MESSAGES } from '../rules/field-messages';
import { createFieldErrors, type FieldErrorMap } from 'shared-contracts';
import { FIELD_MAX_LENGTHS } from '../rules/max-lengths';
import { isAddressLine, isAustralia, isBlank, isPostcode, isPrintableAscii, isSuburb } from '../rules/patterns';
import { localityProblem, type LocalitiesOf } from '../rules/localities';

interface AddressLike {
  Country?: string;
  Line1?: string;
  Localityname?: string;
  Postcode?: string;
  State?: string;
  FromDate?: string;
  ToDate?: string;
}

const asCalendar = (today: Date | CalendarDate): CalendarDate => (today instanceof Date ? toCalendarDate(today) : today);

/** Spec §5: a to-date not earlier than its from-date. */
export function isToDateOnOrAfterFromDate(fromDate: string | undefined, toDate: string | undefined): boolean {
  const from = parseIsoDate(fromDate);
  const to = parseIsoDate(toDate);
  if (!from || !to) return true;
  return compareCalendarDates(to, from) >= 0;
}

/** Spec §5, at month precision: address dates are picked as months (MMM yyyy). */
export function coversAddressHistory(
  addresses: readonly AddressLike[] | null | undefined,
  today: Date | CalendarDate = new Date(),
  years: number = ADDRESS_HISTORY_YEARS,
): boolean {
  const froms = (addresses ?? []).map((a) => parseIsoDate(a.FromDate)).filter((d): d is CalendarDate => d !== null);
  if (froms.length === 0) return false;
  const earliest = Math.min(...froms.map(monthIndex));
  return earliest <= monthIndex(asCalendar(today)) - years * 12;
}

export function firstAddressCoversHistory(addresses: readonly AddressLike[] | null | undefined, today: Date | CalendarDate = new Date()): boolean {
  const first = addresses?.[0];
  return first !== undefined && coversAddressHistory([first], today);
}

/** Spec §5: at most 2 addresses when the first covers 10 years. */
export function trimAddressHistory<T extends AddressLike>(addresses: readonly T[], today: Date | CalendarDate = new Date()): T[] {
  return firstAddressCoversHistory(addresses, today) ? addresses.slice(0, MAX_ADDRESSES) : [...addresses];
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const monthName = (index: number): string => `${MONTH_NAMES[index % 12]} ${Math.floor(index / 12)}`;
const monthPeriod = (from: number, to: number): string => (from === to ? monthName(from) : `${monthName(from)} to ${monthName(to)}`);

// the month of a move may go unrecorded
const ADDRESS_GAP_TOLERANCE_MONTHS = 1;

/** Spec §5 "Address history needs 10 years": no gap or overlap longer than a month. */
export function addressHistoryErrors(addresses: readonly AddressLike[] | null | undefined, today: Date | CalendarDate = new Date(), years: number = ADDRESS_HISTORY_YEARS): string[] {
  const now = monthIndex(asCalendar(today));
  const windowStart = now - years * 12;
  const periods = (addresses ?? [])
    .map((a, i) => {
      const from = parseIsoDate(a.FromDate);
      const to = parseIsoDate(a.ToDate);
      if (!from) return null;
      const end = to ? monthIndex(to) : i === 0 ? now : null;
      if (end === null || end < monthIndex(from)) return null;
      return { n: i + 1, from: monthIndex(from), to: Math.min(end, now) };
    })
    .filter((p): p is { n: number; from: number; to: number } => p !== null)
    .sort((a, b) => a.from - b.from || a.to - b.to);
  if (periods.length === 0) return [FIELD_MESSAGES.addressHistory];
  // an address without a complete period has its own field errors: the history waits for them
  if (periods.length < (addresses ?? []).length) return [];

  const messages: string[] = [];
  let latest: { n: number; to: number } | null = null;
  for (const p of periods) {
    if (!latest) {
      // before the first address the 10 years are not reached at all: no tolerance (spec §5 "needs 10 years")
      if (p.from > windowStart) messages.push(FIELD_MESSAGES.addressGap(monthPeriod(windowStart, p.from - 1)));
    } else {
      const gap = p.from - 1 - latest.to;
      if (gap > ADDRESS_GAP_TOLERANCE_MONTHS && p.from - 1 >= windowStart) messages.push(FIELD_MESSAGES.addressGap(monthPeriod(latest.to + 1, p.from - 1)));
      const sharedTo = Math.min(latest.to, p.to);
      if (sharedTo - p.from + 1 > ADDRESS_GAP_TOLERANCE_MONTHS) {
        const [first, second] = latest.n < p.n ? [latest.n, p.n] : [p.n, latest.n];
        messages.push(FIELD_MESSAGES.addressOverlap(first, second, monthPeriod(p.from, sharedTo)));
      }
    }
    if (!latest || p.to > latest.to) latest = { n: p.n, to: p.to };
  }
  const end = Math.max(latest!.to, windowStart - 1);
  if (now - end > ADDRESS_GAP_TOLERANCE_MONTHS) messages.push(FIELD_MESSAGES.addressGap(monthPeriod(end + 1, now)));
  return messages;
}

export function addressHistoryFieldErrors(addresses: readonly AddressLike[] | null | undefined, today: Date | CalendarDate = new Date()): FieldErrorMap {
  const c = createFieldErrors();
  for (const message of addressHistoryErrors(addresses, today)) c.add('_address', message);
  return c.errors;
}

/** Spec §5: the first residential address needs FromDate, each further one FromDate and ToDate. */
export function addressFieldErrors(
  address: AddressLike | undefined,
  options: { prefix: string; index?: number; kind?: 'residential' | 'postal'; today?: Date | CalendarDate; localities?: LocalitiesOf },
): FieldErrorMap {
  const c = createFieldErrors();
  const a = address ?? {};
  const at = (field: keyof AddressLike) => `${options.prefix}.${field}`;
  const australian = isAustralia(a.Country);

  if (isBlank(a.Country)) c.add(at('Country'), FIELD_MESSAGES.country);
  else if (!isPrintableAscii(a.Country!)) c.add(at('Country'), FIELD_MESSAGES.printable);

  if (isBlank(a.Line1)) c.add(at('Line1'), 'Enter the street address');
  else if (!isAddressLine(a.Line1!)) c.add(at('Line1'), FIELD_MESSAGES.addressLine);
  else if (a.Line1!.length > FIELD_MAX_LENGTHS.addressLine) c.add(at('Line1'), FIELD_MESSAGES.maxLength(FIELD_MAX_LENGTHS.addressLine));

  if (isBlank(a.Localityname)) c.add(at('Localityname'), 'Enter the suburb or town');
  else if (!isSuburb(a.Localityname!)) c.add(at('Localityname'), FIELD_MESSAGES.suburb);
  else if (a.Localityname!.length > FIELD_MAX_LENGTHS.suburb) c.add(at('Localityname'), FIELD_MESSAGES.maxLength(FIELD_MAX_LENGTHS.suburb));

  if (isBlank(a.Postcode)) c.add(at('Postcode'), 'Enter the postcode');
  else if (!isPostcode(a.Postcode!, a.Country)) c.add(at('Postcode'), australian ? FIELD_MESSAGES.postcode : FIELD_MESSAGES.printable);

  if (isBlank(a.State)) c.add(at('State'), australian ? FIELD_MESSAGES.state : 'Enter the state, province or region');
  else if (australian && !(EMPLOYER_STATES as readonly string[]).includes(a.State!)) c.add(at('State'), FIELD_MESSAGES.state);
  else if (!isPrintableAscii(a.State!) || a.State!.length > FIELD_MAX_LENGTHS.state) c.add(at('State'), FIELD_MESSAGES.printable);

  // a suburb of the state with one of its postcodes
  if (australian && !c.errors[at('Localityname')] && !c.errors[at('State')]) {
    const place = localityProblem(options.localities, a.State, a.Localityname, a.Postcode);
    if (place) c.add(at(place.field === 'suburb' ? 'Localityname' : 'Postcode'), place.message);
  }

  if ((options.kind ?? 'residential') === 'residential') {
    const today = asCalendar(options.today ?? new Date());
    const index = options.index ?? 0;
    const checkDate = (field: 'FromDate' | 'ToDate', required: boolean, missing: string) => {
      const value = a[field];
      if (isBlank(value)) {
        if (required) c.add(at(field), missing);
        return;
      }
      const d = parseIsoDate(value);
      if (!d) c.add(at(field), FIELD_MESSAGES.date);
      else if (compareCalendarDates(d, today) > 0) c.add(at(field), FIELD_MESSAGES.dateInFuture);
    };
    checkDate('FromDate', true, FIELD_MESSAGES.fromDate);
    checkDate('ToDate', index > 0, FIELD_MESSAGES.toDate);
    if (!isToDateOnOrAfterFromDate(a.FromDate, a.ToDate)) c.add(at('ToDate'), FIELD_MESSAGES.toDateBeforeFromDate);
  }
  return c.errors;
}
