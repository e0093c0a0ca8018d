import { FIELD_MESSAGES } from '../messages';
import { TODAY } from '../testing/fixtures';
import { addressFieldErrors, coversAddressHistory, firstAddressCoversHistory, isToDateOnOrAfterFromDate, trimAddressHistory } from './address-history';

const home = { Country: 'Australia', Line1: '12 Marine Tce', Localityname: 'Fremantle', Postcode: '6160', State: 'WA' };

describe('§5 "An address to-date must not be earlier than its from-date"', () => {
  it.each([
    ['2015-01-01', '2015-01-01', true],
    ['2015-01-01', '2018-06-01', true],
    ['2015-02-01', '2015-01-01', false],
    ['2015-01-01', undefined, true],
  ])('from %s to %s → %s', (from, to, expected) => expect(isToDateOnOrAfterFromDate(from, to)).toBe(expected));
});

describe('§5 "Address history needs 10 years" (month precision; today is 15 Jun 2025)', () => {
  it.each([
    [[{ FromDate: '2015-06-01' }], true],
    [[{ FromDate: '2015-07-01' }], false],
    [[{ FromDate: '2020-01-01' }, { FromDate: '2010-01-01', ToDate: '2020-01-01' }], true],
    [[{ FromDate: '2020-01-01' }, { FromDate: '2016-01-01', ToDate: '2020-01-01' }], false],
    [[{}], false],
    [[], false],
  ])('%j → %s', (addresses, expected) => expect(coversAddressHistory(addresses, TODAY)).toBe(expected));
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
