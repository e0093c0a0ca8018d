import { BIRTH_DATE_PICKER_START_YEARS_BACK, DEFAULT_SELECTOR_RANGE_YEARS, EXPIRY_END_YEARS_AHEAD } from 'shared-contracts';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const yearsFrom = (today: Date, years: number) => new Date(today.getFullYear() + years, today.getMonth(), today.getDate());

/** Bounds for the native pickers (decision 023); the shared validators decide. */
export function dateRanges(today: Date = new Date()) {
  return {
    birthDate: { max: isoDay(yearsFrom(today, -BIRTH_DATE_PICKER_START_YEARS_BACK)) },
    asicExpiry: { min: isoDay(today), max: isoDay(yearsFrom(today, EXPIRY_END_YEARS_AHEAD)) },
    pastDate: { max: isoDay(today) },
    pastMonth: { min: isoDay(yearsFrom(today, -DEFAULT_SELECTOR_RANGE_YEARS)).slice(0, 7), max: isoDay(today).slice(0, 7) },
  };
}
