import { CARD_PICKUP_DAYS } from './constants';
import { addDays, ageOn, AUSTRALIAN_TIME_ZONES, calendarDateIn, formatDate, formatDateTime, formatMonthYear, parseIsoDate, todayIn, toIsoDate, type AustralianTimeZone } from './dates';

const SYDNEY: AustralianTimeZone = 'Australia/Sydney';
const PERTH: AustralianTimeZone = 'Australia/Perth';

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

  it.each(AUSTRALIAN_TIME_ZONES)('a calendar date prints as it is in every time zone (a birth date never moves): %s', (zone) => {
    expect(formatDate('2024-03-05', zone)).toBe('5 Mar 2024');
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
  ] as [AustralianTimeZone, string][])('23:30 UTC on 28 Nov, in %s, is %s', (zone, shown) => {
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

describe("the zones' rule agrees with the IANA data (Node's ICU)", () => {
  const reference = (zone: AustralianTimeZone) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });
  const asShown = (formatter: Intl.DateTimeFormat, instant: Date) => {
    const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
    return `${parts.day} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(parts.month) - 1]} ${parts.year}, ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toLowerCase()}`;
  };

  // from 2009: Western Australia's trial of daylight saving (October 2006 to March 2009) is over
  const FROM = Date.UTC(2009, 3, 1);
  const UNTIL = Date.UTC(2036, 0, 1);
  it.each(AUSTRALIAN_TIME_ZONES)('%s: every 13 hours from 2009 to 2035 (each hour of the day in turn), and every quarter hour of the nights of each changeover', (zone) => {
    const formatter = reference(zone);
    const disagreements: string[] = [];
    const check = (t: number) => {
      const instant = new Date(t);
      const expected = asShown(formatter, instant);
      if (formatDateTime(instant, zone) !== expected) disagreements.push(`${instant.toISOString()}: ${formatDateTime(instant, zone)} against ${expected}`);
    };
    for (let t = FROM; t < UNTIL; t += 13 * 3_600_000) check(t + 17 * 60_000);
    // the changeovers are at 2 am standard time on a Sunday between the 1st and the 7th: from 14:00 to 19:00 UTC on
    // the Saturday before, whichever zone
    for (let year = 2009; year < 2036; year++)
      for (const month of [3, 9])
        for (let day = 0; day <= 6; day++) {
          const saturday = Date.UTC(year, month, day);
          if (new Date(saturday).getUTCDay() !== 6) continue;
          for (let t = saturday + 14 * 3_600_000; t <= saturday + 19 * 3_600_000; t += 15 * 60_000) check(t);
        }
    expect(disagreements.slice(0, 5)).toEqual([]);
  });

  it('midnight and noon read as 12 am and 12 pm', () => {
    expect(formatDateTime('2026-06-30T14:00:00Z', 'Australia/Brisbane')).toBe('1 Jul 2026, 12:00 am');
    expect(formatDateTime('2026-06-30T02:00:00Z', 'Australia/Brisbane')).toBe('30 Jun 2026, 12:00 pm');
  });

  it('refuses a zone that is not one of the product\'s', () => {
    expect(() => calendarDateIn(new Date(), 'Europe/London' as AustralianTimeZone)).toThrow("not one of the product's time zones");
  });
});
