import { CARD_PICKUP_DAYS } from './constants';
import { addDays, addYears, ageOn, formatDate, formatDatePattern, formatMonthYear, parseIsoDate, toIsoDate } from './dates';

describe('§9 "Date display formats: d MMM yyyy and MMM yyyy"', () => {
  it.each([
    ['2024-03-05', '5 Mar 2024', 'Mar 2024'],
    ['1985-12-31', '31 Dec 1985', 'Dec 1985'],
    ['2000-01-01', '1 Jan 2000', 'Jan 2000'],
    ['', '', ''],
    ['2024-02-30', '', ''],
    [undefined, '', ''],
  ])('%j → %j and %j', (value, full, month) => {
    expect(formatDate(value)).toBe(full);
    expect(formatMonthYear(value)).toBe(month);
  });

  it('formats a Date and a server timestamp in local time', () => {
    expect(formatDate(new Date(2024, 2, 5, 23, 59))).toBe('5 Mar 2024');
    expect(formatDate('2024-03-05T10:00:00')).toBe('5 Mar 2024');
  });

  it('knows the other tokens', () => {
    expect(formatDatePattern('2024-03-05', 'dd/MM/yy')).toBe('05/03/24');
  });
});

describe('calendar dates', () => {
  it('parses only real ISO dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2024-13-01')).toBeNull();
    expect(parseIsoDate('05/03/2024')).toBeNull();
  });

  it('adds years and days', () => {
    expect(addYears({ year: 2024, month: 2, day: 29 }, 1)).toEqual({ year: 2025, month: 2, day: 28 });
    expect(toIsoDate(addDays({ year: 2025, month: 1, day: 15 }, CARD_PICKUP_DAYS))).toBe('2025-02-14');
  });

  it('computes ages', () => {
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2018, month: 6, day: 14 })).toBe(17);
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2018, month: 6, day: 15 })).toBe(18);
  });
});
