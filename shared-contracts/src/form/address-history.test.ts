import { FIELD_MESSAGES } from '../rules/field-messages';
import { TODAY } from '../testing/fixtures';
import { itAcceptsAndRejects } from '../testing/rule-cases';
import {
  addressFieldErrors,
  addressHistoryErrors,
  addressHistoryFieldErrors,
  coversAddressHistory,
  firstAddressCoversHistory,
  isToDateOnOrAfterFromDate,
  trimAddressHistory,
} from './address-history';

const home = { Country: 'Australia', Line1: '12 Marine Tce', Localityname: 'Fremantle', Postcode: '6160', State: 'WA' };

describe('§5 "An address to-date must not be earlier than its from-date"', () => {
  itAcceptsAndRejects(([from, to]: [string, string | undefined]) => isToDateOnOrAfterFromDate(from, to), [['2015-01-01', '2015-01-01'], ['2015-01-01', '2018-06-01'], ['2015-01-01', undefined]], [['2015-02-01', '2015-01-01']]);
});

describe('§5 "Address history needs 10 years" (month precision; today is 15 Jun 2025)', () => {
  itAcceptsAndRejects((addresses) => coversAddressHistory(addresses, TODAY), [[{ FromDate: '2015-06-01' }], [{ FromDate: '2020-01-01' }, { FromDate: '2010-01-01', ToDate: '2020-01-01' }]], [[{ FromDate: '2015-07-01' }], [{ FromDate: '2020-01-01' }, { FromDate: '2016-01-01', ToDate: '2020-01-01' }], [{}], []]);
});

describe('§5 "at most 2 addresses are kept when the first already covers 10 years"', () => {
  const older = { FromDate: '2000-01-01', ToDate: '2005-01-01' };
  const oldest = { FromDate: '1995-01-01', ToDate: '2000-01-01' };
  it('keeps 2 when the first covers the history', () => {
    const list = [{ FromDate: '2010-01-01' }, older, oldest];
    expect(firstAddressCoversHistory(list, TODAY)).toBe(true);
    expect(trimAddressHistory(list, TODAY)).toEqual([{ FromDate: '2010-01-01' }, older]);
  });
  it('keeps all when the first does not', () => {
    const list = [{ FromDate: '2020-01-01' }, { FromDate: '2014-01-01', ToDate: '2020-01-01' }, oldest];
    expect(trimAddressHistory(list, TODAY)).toHaveLength(3);
  });
});

describe('§5 "Addresses need Country, Line1, Localityname, Postcode and State. The first needs FromDate; each further one needs FromDate and ToDate"', () => {
  it('a complete first address has no errors', () => {
    expect(addressFieldErrors({ ...home, FromDate: '2012-03-01' }, { prefix: '_address.0', index: 0, today: TODAY })).toEqual({});
  });

  it.each(['Country', 'Line1', 'Localityname', 'Postcode', 'State'] as const)('%s is required', (field) => {
    const errors = addressFieldErrors({ ...home, FromDate: '2012-03-01', [field]: '' }, { prefix: '_address.0', index: 0, today: TODAY });
    expect(Object.keys(errors)).toEqual([`_address.0.${field}`]);
  });

  it('the first address needs FromDate only', () => {
    expect(addressFieldErrors(home, { prefix: '_address.0', index: 0, today: TODAY })).toEqual({ '_address.0.FromDate': [FIELD_MESSAGES.fromDate] });
  });

  it('a further address needs FromDate and ToDate', () => {
    expect(addressFieldErrors(home, { prefix: '_address.1', index: 1, today: TODAY })).toEqual({
      '_address.1.FromDate': [FIELD_MESSAGES.fromDate],
      '_address.1.ToDate': [FIELD_MESSAGES.toDate],
    });
  });

  it('reports a to-date before the from-date, and dates in the future', () => {
    expect(addressFieldErrors({ ...home, FromDate: '2012-03-01', ToDate: '2011-01-01' }, { prefix: '_address.1', index: 1, today: TODAY })).toEqual({
      '_address.1.ToDate': [FIELD_MESSAGES.toDateBeforeFromDate],
    });
    expect(addressFieldErrors({ ...home, FromDate: '2026-01-01' }, { prefix: '_address.0', index: 0, today: TODAY })).toEqual({
      '_address.0.FromDate': [FIELD_MESSAGES.dateInFuture],
    });
  });

  it('applies the Australian postcode and state rules only in Australia', () => {
    expect(addressFieldErrors({ ...home, Postcode: '61600', State: 'Perth' }, { prefix: 'p', kind: 'postal' })).toEqual({ 'p.State': [FIELD_MESSAGES.state] });
    expect(addressFieldErrors({ ...home, Postcode: '61', FromDate: '2012-03-01' }, { prefix: 'a', index: 0, today: TODAY })).toEqual({
      'a.Postcode': [FIELD_MESSAGES.postcode],
    });
    expect(
      addressFieldErrors({ Country: 'New Zealand', Line1: '1 Queen St', Localityname: 'Auckland', Postcode: '1010', State: 'Auckland' }, { prefix: 'p', kind: 'postal' }),
    ).toEqual({});
  });

  it('a postal address has no dates', () => {
    expect(addressFieldErrors(home, { prefix: '_postalAddress', kind: 'postal' })).toEqual({});
  });
});

describe('issue 15: 10 years without gaps or contradictory overlaps (addressHistoryErrors; today is 15 Jun 2025, the window starts June 2015)', () => {
  const at = (FromDate: string, ToDate?: string) => ({ ...home, FromDate, ...(ToDate ? { ToDate } : {}) });
  it.each([
    ['one address since 2012', [at('2012-03-01')], []],
    ['two addresses sharing the month of the move', [at('2020-01-01'), at('2014-01-01', '2020-01-01')], []],
    ['a one-month gap (the month of the move unrecorded)', [at('2020-02-01'), at('2014-01-01', '2019-12-01')], []],
    ['listed in any order', [at('2020-01-01'), at('2005-01-01', '2014-02-01'), at('2014-02-01', '2020-01-01')], []],
    ['a six-year gap between two addresses', [at('2021-07-01'), at('2010-01-01', '2015-02-01')], ['Your addresses do not cover March 2015 to June 2021']],
    ['a two-month gap', [at('2020-03-01'), at('2014-01-01', '2019-12-01')], ['Your addresses do not cover January 2020 to February 2020']],
    ['a history that does not reach back 10 years', [at('2020-01-01')], ['Your addresses do not cover June 2015 to December 2019']],
    ['one month short of 10 years', [at('2015-07-01')], ['Your addresses do not cover June 2015']],
    ['a gap before the 10 years does not count', [at('2016-01-01'), at('2015-01-01', '2015-12-01'), at('2000-01-01', '2010-01-01')], []],
    ['the current address moved out of months ago', [at('2010-01-01', '2025-01-01')], ['Your addresses do not cover February 2025 to June 2025']],
    ['two addresses overlapping by years', [at('2012-01-01'), at('2014-01-01', '2018-06-01')], ['Addresses 1 and 2 both cover January 2014 to June 2018: check their dates']],
    ['no dated address', [{ ...home }], [FIELD_MESSAGES.addressHistory]],
    ['an address still without its dates waits for them', [at('2020-01-01'), { ...home, FromDate: '2014-01-01' }], []],
    ['no address', [], [FIELD_MESSAGES.addressHistory]],
  ])('%s', (_name, addresses, messages) => expect(addressHistoryErrors(addresses, TODAY)).toEqual(messages));

  it('is reported on the field _address', () => {
    expect(addressHistoryFieldErrors([at('2021-07-01'), at('2010-01-01', '2015-02-01')], TODAY)).toEqual({ _address: ['Your addresses do not cover March 2015 to June 2021'] });
  });
});
