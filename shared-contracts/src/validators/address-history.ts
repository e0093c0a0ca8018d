import { ADDRESS_HISTORY_YEARS, AUSTRALIA, EMPLOYER_STATES, MAX_ADDRESSES } from '../constants';
import { compareCalendarDates, monthIndex, parseIsoDate, toCalendarDate, type CalendarDate } from '../dates';
import { FIELD_MESSAGES } from '../messages';
import { createFieldErrors, type FieldErrorMap } from './field-errors';
import { FIELD_MAX_LENGTHS } from './max-lengths';
import { isAddressLine, isAustralia, isBlank, isPostcode, isPrintableAscii, isSuburb } from './patterns';

/** The fields of an address entry (spec §3 `_address`); `_postalAddress` has the same fields without dates. */
export interface AddressLike {
  Country?: string;
  Line1?: string;
  Localityname?: string;
  Postcode?: string;
  State?: string;
  FromDate?: string;
  ToDate?: string;
}

const asCalendar = (today: Date | CalendarDate): CalendarDate => (today instanceof Date ? toCalendarDate(today) : today);

/** An address to-date must not be earlier than its from-date (spec §5). True when either is missing. */
export function isToDateOnOrAfterFromDate(fromDate: string | undefined, toDate: string | undefined): boolean {
  const from = parseIsoDate(fromDate);
  const to = parseIsoDate(toDate);
  if (!from || !to) return true;
  return compareCalendarDates(to, from) >= 0;
}

/**
 * Whether the addresses cover the 10-year history (spec §5). The history is covered when the earliest move-in
 * date is at least 10 years before today, at month precision: address dates are picked as months (MMM yyyy).
 */
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

/** Whether the first (current) address alone covers the history. */
export function firstAddressCoversHistory(addresses: readonly AddressLike[] | null | undefined, today: Date | CalendarDate = new Date()): boolean {
  const first = addresses?.[0];
  return first !== undefined && coversAddressHistory([first], today);
}

/** At most 2 addresses are kept when the first already covers 10 years (spec §5); otherwise all are kept. */
export function trimAddressHistory<T extends AddressLike>(addresses: readonly T[], today: Date | CalendarDate = new Date()): T[] {
  return firstAddressCoversHistory(addresses, today) ? addresses.slice(0, MAX_ADDRESSES) : [...addresses];
}

export type AddressKind = 'residential' | 'postal';

/**
 * Field errors of one address, keyed under `prefix` (e.g. `_address.0`). Every address needs Country, Line1,
 * Localityname, Postcode and State; the first residential address needs FromDate, each further one FromDate and
 * ToDate, and a to-date may not precede its from-date (spec §5). Dates may not be in the future.
 */
export function addressFieldErrors(
  address: AddressLike | undefined,
  options: { prefix: string; index?: number; kind?: AddressKind; today?: Date | CalendarDate },
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

/** The default country of a new address. */
export const DEFAULT_ADDRESS_COUNTRY = AUSTRALIA;
