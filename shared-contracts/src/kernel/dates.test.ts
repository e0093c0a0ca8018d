import { CARD_PICKUP_DAYS } from './constants';
import { addDays, ageOn, calendarDateIn, formatDate, formatDateTime, formatMonthYear, parseIsoDate, todayIn, toIsoDate } from './dates';

const SYDNEY = 'Australia/Sydney';
const PERTH = 'Australia/Perth';

describe('§9 "Date display formats: d MMM yyyy and MMM yyyy"', () => {
  it.each([
    ['2024-03-05', '5 Mar 2024', 'Mar 2024'],
    ['1985-12-31', '31 Dec 1985', 'Dec 1985'],
    ['2000-01-01', '1 Jan 2000', 'Jan 2000'],
  ])('%j → %j and %j', (value, full, month) => {
    expect(formatDate(value, SYDNEY)).toBe(full);
    expect(formatMonthYear(value)).toBe(month);
  });

  it.each(['', '2024-02-30', undefined])('%j → nothing in either format', (value) => {
    expect(formatDate(value, SYDNEY)).toBe('');
    expect(formatMonthYear(value)).toBe('');
  });

  it('a calendar date prints as it is in every time zone (a birth date never moves)', () => {
    expect(formatDate('2024-03-05', 'Australia/Perth')).toBe('5 Mar 2024');
    expect(formatDate('2024-03-05', 'Pacific/Honolulu')).toBe('5 Mar 2024');
    expect(formatMonthYear('2012-03')).toBe('Mar 2012');
  });
});

describe('issue 39: an instant is dated in the variant\'s time zone, never UTC nor the runtime\'s', () => {
  // 23:30 UTC on 28 November is already 29 November in every Australian time zone
  const lateUtc = '2025-11-28T23:30:00.000Z';
  it.each([
    [SYDNEY, '29 Nov 2025'],
    ['Australia/Brisbane', '29 Nov 2025'],
    [PERTH, '29 Nov 2025'],
    ['Australia/Hobart', '29 Nov 2025'],
  ])('23:30 UTC on 28 Nov, in %s, is %s', (zone, shown) => {
    expect(formatDate(lateUtc, zone)).toBe(shown);
    expect(formatDate(new Date(lateUtc), zone)).toBe(shown);
  });

  it('03:59 on 29 Nov in Sydney (16:59 UTC on the 28th) is the 29th there', () => {
    expect(formatDate(new Date('2025-11-28T16:59:00Z'), SYDNEY)).toBe('29 Nov 2025');
  });

  it('01:30 on 29 Nov in Sydney (14:30 UTC) is still 28 Nov in Perth (22:30): each variant its own zone', () => {
    const instant = new Date('2025-11-28T14:30:00Z');
    expect(formatDate(instant, SYDNEY)).toBe('29 Nov 2025');
    expect(formatDate(instant, PERTH)).toBe('28 Nov 2025');
  });

  it('daylight saving: Sydney is UTC+11 in summer and UTC+10 in winter', () => {
    expect(calendarDateIn(new Date('2025-01-14T13:00:00Z'), SYDNEY)).toEqual({ year: 2025, month: 1, day: 15 });
    expect(calendarDateIn(new Date('2025-07-14T13:00:00Z'), SYDNEY)).toEqual({ year: 2025, month: 7, day: 14 });
    expect(calendarDateIn(new Date('2025-07-14T14:00:00Z'), SYDNEY)).toEqual({ year: 2025, month: 7, day: 15 });
  });

  it("today is the zone's today", () => {
    expect(todayIn(SYDNEY, new Date(lateUtc))).toEqual({ year: 2025, month: 11, day: 29 });
  });
});

describe('calendar dates', () => {
  it('parses only real ISO dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2024-13-01')).toBeNull();
    expect(parseIsoDate('05/03/2024')).toBeNull();
  });

  it('adds days', () => {
    expect(toIsoDate(addDays({ year: 2025, month: 1, day: 15 }, CARD_PICKUP_DAYS))).toBe('2025-02-14');
  });

  it('computes ages', () => {
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2018, month: 6, day: 14 })).toBe(17);
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2018, month: 6, day: 15 })).toBe(18);
  });
});

describe('issue 39: a date and time of day in the variant’s time zone', () => {
  it('23:30 UTC on 28 Nov is 10:30 am on the 29th in Sydney and 7:30 am in Perth', () => {
    expect(formatDateTime('2025-11-28T23:30:00.000Z', 'Australia/Sydney')).toBe('29 Nov 2025, 10:30 am');
    expect(formatDateTime('2025-11-28T23:30:00.000Z', 'Australia/Perth')).toBe('29 Nov 2025, 7:30 am');
    expect(formatDateTime('2025-11-29T00:05:00.000Z', 'Australia/Brisbane')).toBe('29 Nov 2025, 10:05 am');
    expect(formatDateTime('2025-11-29T04:00:00.000Z', 'Australia/Brisbane')).toBe('29 Nov 2025, 2:00 pm');
    expect(formatDateTime('not a date', 'Australia/Sydney')).toBe('');
  });
});
