import { FIELD_MESSAGES } from '../rules/field-messages';
import { TODAY, validDraft } from '../testing/fixtures';
import { validateStep2 } from './step-2';

const home = { Country: 'Australia', Line1: '3 Ocean Dr', Localityname: 'Albany', Postcode: '6330', State: 'WA' };
const v = (overrides: Parameters<typeof validDraft>[0]) => validateStep2(validDraft(overrides), { today: TODAY });

describe('validateStep2: address history (§5 "Dates and addresses")', () => {
  it('one address from more than 10 years ago is enough', () => {
    expect(v({})).toEqual({});
  });

  it('needs 10 years of history', () => {
    expect(v({ _address: [{ ...home, FromDate: '2020-01-01' }] })).toEqual({ _address: [FIELD_MESSAGES.addressGap('June 2015 to December 2019')] });
    expect(v({ _address: [{ ...home, FromDate: '2020-01-01' }, { ...home, FromDate: '2014-01-01', ToDate: '2020-01-01' }] })).toEqual({});
    expect(v({ _address: [] })).toEqual({ _address: [FIELD_MESSAGES.addressHistory] });
  });

  it('a gap longer than a month names the missing period (issue 15)', () => {
    expect(v({ _address: [{ ...home, FromDate: '2021-07-01' }, { ...home, FromDate: '2010-01-01', ToDate: '2015-02-01' }] })).toEqual({
      _address: ['Your addresses do not cover March 2015 to June 2021'],
    });
  });

  it('field errors are keyed by the address index', () => {
    expect(v({ _address: [{ ...home, FromDate: '2020-01-01' }, { ...home, Postcode: 'abc', FromDate: '2014-01-01' }] })).toEqual({
      '_address.1.Postcode': [FIELD_MESSAGES.postcode],
      '_address.1.ToDate': [FIELD_MESSAGES.toDate],
    });
  });

  it('the postal address is required unless the same as residential', () => {
    expect(v({ _postalSame: false, _postalAddress: { ...home, Line1: '' } })).toEqual({ '_postalAddress.Line1': ['Enter the street address'] });
    expect(v({ _postalSame: false, _postalAddress: { ...home, Line1: 'PO Box 55' } })).toEqual({});
  });
});
