import { FIELD_MESSAGES } from '../rules/field-messages';
import { TODAY, validDraft } from '../testing/fixtures';
import { validateStep1 } from './step-1';

const v = (overrides: Parameters<typeof validDraft>[0]) => validateStep1(validDraft(overrides), { today: TODAY });

describe('validateStep1 (§5 "Step 1 \'next\' needs a valid form")', () => {
  it('a complete step 1 has no errors', () => {
    expect(v({})).toEqual({});
  });

  it('names: middle name unless a single name or the no-middle-name flag; surname unless single name', () => {
    expect(v({ Middlenames: '' })).toEqual({ Middlenames: [FIELD_MESSAGES.middleNames] });
    expect(v({ Middlenames: '', _hasmiddlename: true })).toEqual({});
    expect(v({ Middlenames: '', Surname: '', _singlename: true })).toEqual({});
    expect(v({ Surname: '' })).toEqual({ Surname: [FIELD_MESSAGES.surname] });
    expect(v({ Firstname: '' })).toEqual({ Firstname: [FIELD_MESSAGES.firstName] });
    expect(v({ Firstname: 'J4ne' })).toEqual({ Firstname: [FIELD_MESSAGES.name] });
  });

  it('email and its confirmation', () => {
    expect(v({ Email: 'jane@example' })).toEqual({ Email: [FIELD_MESSAGES.email] });
    expect(v({ _confirmEmail: 'jane@example.org' })).toEqual({ _confirmEmail: [FIELD_MESSAGES.confirmEmail] });
  });

  it('the phone of the preferred contact is required; any phone given must be valid', () => {
    expect(v({ Prefcontact: 'H' })).toEqual({ Homephonenumber: [FIELD_MESSAGES.preferredContactNumber] });
    expect(v({ Workphonenumber: '12' })).toEqual({ Workphonenumber: [FIELD_MESSAGES.phone] });
    expect(v({ Prefcontact: undefined })).toEqual({ Prefcontact: ['Choose how we should contact you'] });
  });

  it('birth date, gender, citizenship and place of birth', () => {
    expect(v({ Birthdate: '' })).toEqual({ Birthdate: [FIELD_MESSAGES.birthdate] });
    expect(v({ Birthdate: '2030-01-01', _idDocument: { Id: 7, Details: { GivenNames: 'Jane', FamilyName: 'Smith', ImmicardNumber: 'EIS123456' } } })).toEqual({
      Birthdate: [FIELD_MESSAGES.dateInFuture],
    });
    expect(v({ Gender: undefined })).toEqual({ Gender: [FIELD_MESSAGES.gender] });
    expect(v({ Citizenship: '' })).toEqual({ Citizenship: [FIELD_MESSAGES.citizenship] });
    expect(v({ Birthplace: '', Birthstate: undefined })).toEqual({ Birthplace: [FIELD_MESSAGES.birthPlace], Birthstate: [FIELD_MESSAGES.birthState] });
  });

  it('previous names need name parts and a previous name type', () => {
    expect(v({ _previousNames: [{ Firstname: 'Jane' }] })).toEqual({
      '_previousNames.0.Surname': [FIELD_MESSAGES.surname],
      '_previousNames.0.previousNameTypes': [FIELD_MESSAGES.previousNameType],
    });
    expect(v({ _previousNames: [{ Firstname: 'Jay', _singlename: true, previousNameTypes: 'Also known as' }] })).toEqual({});
  });

  it('includes the identity document rules', () => {
    expect(v({ _idDocument: { Id: 4, Details: { GivenNames: 'Jane', FamilyName: 'Smith', RegistrationState: 'NSW', RegistrationNumber: '12345678', RegistrationYear: '1985' } } })).toEqual({
      '_idDocument.Details.RegistrationNumber': ['Enter the registration number: up to 7 digits'],
    });
  });
});
