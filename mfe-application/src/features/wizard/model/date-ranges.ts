import { BIRTH_DATE_PICKER_START_YEARS_BACK, DEFAULT_SELECTOR_RANGE_YEARS, EXPIRY_END_YEARS_AHEAD } from 'shared-contracts';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const yearsFrom = (today: Date, years: number) => new Date(today.getFullYear() + years, today.getMonth(), today.getDate());

/**
 * The §9 date ranges as the bounds of the phone's own date picker (native `type=date`/`month` inputs; decision
 * 023: a native picker is the one that works best on a phone). A native picker opens at today, moved inside its
 * bounds, so "starts 13 years back" is the birth date's upper bound (it goes back without limit: nobody is too old
 * to apply); an expiry ends 4 years ahead; the month pickers of the address history cover the default 50 years.
 * "ASIC expiry starts 2 years ahead" cannot be said to a native picker without forbidding an ASIC that expires
 * sooner, so that picker opens at today and ends 4 years ahead. Dates in the past (registration, citizenship)
 * end today and go back without limit. The bounds guide the picker; the shared validators decide.
 */
export function dateRanges(today: Date = new Date()) {
  return {
    birthDate: { max: isoDay(yearsFrom(today, -BIRTH_DATE_PICKER_START_YEARS_BACK)) },
    asicExpiry: { min: isoDay(today), max: isoDay(yearsFrom(today, EXPIRY_END_YEARS_AHEAD)) },
    pastDate: { max: isoDay(today) },
    pastMonth: { min: isoDay(yearsFrom(today, -DEFAULT_SELECTOR_RANGE_YEARS)).slice(0, 7), max: isoDay(today).slice(0, 7) },
  };
}
