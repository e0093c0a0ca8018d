import { SUMMARY_MESSAGES } from './summary-messages';
import { TODAY, validDraft } from '../testing/fixtures';
import { summaryChecks } from './summary-checks';

const messages = (overrides: Parameters<typeof validDraft>[0]) => summaryChecks(validDraft(overrides), TODAY).map((p) => p.message);

describe('§5 "Step 4 summary": the eleven checks, verbatim, in spec order', () => {
  it('a complete form passes every check', () => {
    expect(summaryChecks(validDraft(), TODAY)).toEqual([]);
  });

  it.each([
    ["'Please ensure your name is entered correctly' (first name)", { Firstname: '' }, 'Please ensure your name is entered correctly'],
    ['name: middle name unless single name or has-middle-name flag', { Middlenames: '' }, 'Please ensure your name is entered correctly'],
    ['name: surname unless single name', { Surname: '' }, 'Please ensure your name is entered correctly'],
    ["'Please ensure your previous names are entered correctly'", { _previousNames: [{ Firstname: 'Jane', Surname: 'Smith' }] }, 'Please ensure your previous names are entered correctly'],
    ["'Please ensure your date of birth is entered correctly'", { Birthdate: '' }, 'Please ensure your date of birth is entered correctly'],
    ["'Please ensure your gender is entered correctly'", { Gender: undefined }, 'Please ensure your gender is entered correctly'],
    ["'Please ensure your email is entered correctly'", { Email: 'jane@' }, 'Please ensure your email is entered correctly'],
    ["'Please ensure your contact numbers are entered correctly' (preferred contact's number)", { Prefcontact: 'W' as const }, 'Please ensure your contact numbers are entered correctly'],
    ["'Please ensure your citizenship is entered correctly'", { Citizenship: '' }, 'Please ensure your citizenship is entered correctly'],
    ["'Please ensure your place of birth is entered correctly' (country, place, state)", { Birthstate: undefined }, 'Please ensure your place of birth is entered correctly'],
    ["'Please ensure your proof of identity is entered correctly' (document id and non-empty details)", { _idDocument: { Id: 4 as const, Details: {} } }, 'Please ensure your proof of identity is entered correctly'],
    ["'Please ensure your addresses are entered correctly'", { _address: [{ Country: 'Australia', FromDate: '2010-01-01' }] }, 'Please ensure your addresses are entered correctly'],
    ["'Please ensure your postal address is entered correctly' (when not the same as residential)", { _postalSame: false }, 'Please ensure your postal address is entered correctly'],
  ])('%s', (_, overrides, message) => {
    expect(messages(overrides)).toEqual([message]);
  });

  it('the exceptions of the spec pass', () => {
    expect(messages({ Middlenames: '', _hasmiddlename: true })).toEqual([]);
    expect(messages({ Middlenames: '', Surname: '', _singlename: true })).toEqual([]);
    expect(messages({ _idDocument: undefined, _skippedId: true })).toEqual([]);
  });

  it('returns every failure in spec order, with its section', () => {
    const problems = summaryChecks({}, TODAY);
    expect(problems.map((p) => p.message)).toEqual([
      SUMMARY_MESSAGES.name,
      SUMMARY_MESSAGES.dateOfBirth,
      SUMMARY_MESSAGES.gender,
      SUMMARY_MESSAGES.email,
      SUMMARY_MESSAGES.contactNumbers,
      SUMMARY_MESSAGES.citizenship,
      SUMMARY_MESSAGES.placeOfBirth,
      SUMMARY_MESSAGES.proofOfIdentity,
      SUMMARY_MESSAGES.addresses,
      SUMMARY_MESSAGES.postalAddress,
    ]);
    expect(problems[0]).toEqual({ section: 'name', message: 'Please ensure your name is entered correctly' });
  });
});
