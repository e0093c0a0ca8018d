import { ID_TYPE } from 'shared-contracts';
import { FIELD_MESSAGES } from '../rules/field-messages';
import type { IdDocumentDetails } from './id-document';
import { TODAY, validDraft } from '../testing/fixtures';
import { idDocumentFieldErrors } from './validate-id-document';
import { ID_DOCUMENT_MAX_LENGTHS } from '../rules/max-lengths';

const errorsFor = (Id: (typeof ID_TYPE)[keyof typeof ID_TYPE], Details: IdDocumentDetails, birth = '1985-04-12') =>
  idDocumentFieldErrors(validDraft({ Birthdate: birth, _idDocument: { Id, Details } }), TODAY);
const P = '_idDocument.Details.';
const names = (n: number) => 'A'.repeat(n);

describe('§5 "Maximum lengths": identity document fields', () => {
  it('the spec figures', () => {
    expect(ID_DOCUMENT_MAX_LENGTHS).toEqual({
      birthCertificateFamilyName: 50,
      birthCertificateGivenNames: 60,
      citizenshipName: 100,
      stockNumber: 11,
      descentName: 100,
      descentClientId: 11,
      registerNumber: 4,
      entryNumber: 5,
      immicardName: 49,
      visaName: 49,
      passportNumber: 14,
    });
  });

  const birth = { RegistrationState: 'WA', RegistrationNumber: '1234567', RegistrationYear: '1985' } as const;
  const citizenship = { StockNumber: 'ACC12345', RegistrationDate: '1999-01-26' };
  it.each([
    ['birth certificate family name 50', ID_TYPE.birthCertificate, { ...birth, GivenNames: 'Jane' }, 'FamilyName', 50],
    ['birth certificate given names 60', ID_TYPE.birthCertificate, { ...birth, FamilyName: 'Smith' }, 'GivenNames', 60],
    ['citizenship name 100', ID_TYPE.citizenship, { ...citizenship, GivenNames: 'Jane' }, 'FamilyName', 100],
    ['descent name 100', ID_TYPE.descent, { ...citizenship, FamilyName: 'Smith' }, 'GivenNames', 100],
    ['immicard name 49', ID_TYPE.immicard, { ImmicardNumber: 'EIS123456', GivenNames: 'Jane' }, 'FamilyName', 49],
    ['visa name 49', ID_TYPE.visa, { PassportNumber: 'N1234567', PassportCountry: 'New Zealand', FamilyName: 'Smith' }, 'GivenNames', 49],
  ] as const)('%s', (_, type, details, field, max) => {
    expect(errorsFor(type, { ...details, [field]: names(max) })).toEqual({});
    expect(errorsFor(type, { ...details, [field]: names(max + 1) })).toEqual({ [P + field]: [FIELD_MESSAGES.maxLength(max)] });
  });

  it.each([
    ['ACC', false],
    ['ACC1', true],
    ['ACC12345678', true],
    ['ACC123456789', false],
  ])('stock number 4 to 11: %j → %s', (stock, ok) => {
    const errors = errorsFor(ID_TYPE.citizenship, { GivenNames: 'Jane', FamilyName: 'Smith', StockNumber: stock, RegistrationDate: '1999-01-26' });
    expect(errors).toEqual(ok ? {} : { [P + 'StockNumber']: [FIELD_MESSAGES.stockNumber] });
  });

  it.each([
    ['ClientId', 11],
    ['RegisterNumber', 4],
    ['EntryNumber', 5],
  ] as const)('descent %s %d', (field, max) => {
    const base = { GivenNames: 'Jane', FamilyName: 'Smith', StockNumber: 'ACC12345', RegistrationDate: '1999-01-26' };
    expect(errorsFor(ID_TYPE.descent, { ...base, [field]: '1'.repeat(max) })).toEqual({});
    expect(errorsFor(ID_TYPE.descent, { ...base, [field]: '1'.repeat(max + 1) })).toEqual({ [P + field]: [FIELD_MESSAGES.maxLength(max)] });
  });

  it('passport number 14', () => {
    const base = { GivenNames: 'Jane', FamilyName: 'Smith', PassportCountry: 'New Zealand' };
    expect(errorsFor(ID_TYPE.visa, { ...base, PassportNumber: 'A'.repeat(14) })).toEqual({});
    expect(errorsFor(ID_TYPE.protectionVisa, { ...base, PassportNumber: 'A'.repeat(15) })).toEqual({ [P + 'PassportNumber']: [FIELD_MESSAGES.passportNumber] });
  });
});

describe('identity document rules of step 1', () => {
  const base = { GivenNames: 'Jane', FamilyName: 'Smith' };

  it('needs a document type unless skipped (§3 _skippedId)', () => {
    expect(idDocumentFieldErrors(validDraft({ _idDocument: {} }), TODAY)).toEqual({ '_idDocument.Id': [FIELD_MESSAGES.idType] });
    expect(idDocumentFieldErrors(validDraft({ _idDocument: {}, _skippedId: true }), TODAY)).toEqual({});
  });

  it('§5 birth-certificate number by state', () => {
    expect(errorsFor(ID_TYPE.birthCertificate, { ...base, RegistrationState: 'WA', RegistrationNumber: '123456', RegistrationYear: '1985' })).toEqual({
      [P + 'RegistrationNumber']: ['Enter the registration number: exactly 7 digits'],
    });
    expect(errorsFor(ID_TYPE.birthCertificate, { ...base, RegistrationState: 'QLD', RegistrationNumber: '1985/12345', RegistrationYear: '1985' })).toEqual({});
  });

  it('§5 registration year greater than 1929, and not before the birth year', () => {
    const d = { ...base, RegistrationState: 'NSW', RegistrationNumber: '12345' } as const;
    expect(errorsFor(ID_TYPE.birthCertificate, { ...d, RegistrationYear: '1929' }, '1925-01-01')).toEqual({ [P + 'RegistrationYear']: [FIELD_MESSAGES.registrationYear] });
    expect(errorsFor(ID_TYPE.birthCertificate, { ...d, RegistrationYear: '1984' })).toEqual({ [P + 'RegistrationYear']: [FIELD_MESSAGES.registrationBeforeBirth] });
  });

  it('§5 registration date must not precede the birth date', () => {
    const d = { ...base, RegistrationState: 'NSW', RegistrationNumber: '12345' } as const;
    expect(errorsFor(ID_TYPE.birthCertificate, { ...d, RegistrationDate: '1985-04-11' })).toEqual({ [P + 'RegistrationDate']: [FIELD_MESSAGES.registrationBeforeBirth] });
    expect(errorsFor(ID_TYPE.birthCertificate, d)).toEqual({ [P + 'RegistrationDate']: [FIELD_MESSAGES.registrationDateOrYear] });
  });

  it('§9 exemption Tas1970: a Tasmanian certificate of someone born before 1970 needs no number', () => {
    expect(errorsFor(ID_TYPE.birthCertificate, { ...base, RegistrationState: 'TAS', Exemption: 'Tas1970' }, '1965-02-01')).toEqual({});
    expect(Object.keys(errorsFor(ID_TYPE.birthCertificate, { ...base, RegistrationState: 'TAS', Exemption: 'Tas1970' }, '1975-02-01'))).toEqual([P + 'Exemption']);
    expect(Object.keys(errorsFor(ID_TYPE.birthCertificate, { ...base, RegistrationState: 'VIC', Exemption: 'Tas1970' }, '1965-02-01'))).toEqual([P + 'Exemption']);
  });

  it('§9 exemption OffshoreVisa: a visa without passport details', () => {
    expect(errorsFor(ID_TYPE.visa, { ...base, Exemption: 'OffshoreVisa' })).toEqual({});
    expect(Object.keys(errorsFor(ID_TYPE.immicard, { ...base, ImmicardNumber: 'EIS123456', Exemption: 'OffshoreVisa' }))).toEqual([P + 'Exemption']);
  });

  it('§5 immicard number', () => {
    expect(errorsFor(ID_TYPE.immicard, { ...base, ImmicardNumber: 'XYZ123456' })).toEqual({ [P + 'ImmicardNumber']: [FIELD_MESSAGES.immicardNumber] });
  });

  it('§5 ID name pattern on document names', () => {
    expect(errorsFor(ID_TYPE.immicard, { GivenNames: 'Jane.', FamilyName: 'Smith', ImmicardNumber: 'EIS123456' })).toEqual({ [P + 'GivenNames']: [FIELD_MESSAGES.idName] });
  });

  it('a single-name applicant gives only the family name', () => {
    const draft = validDraft({ _singlename: true, _idDocument: { Id: ID_TYPE.immicard, Details: { FamilyName: 'Madonna', ImmicardNumber: 'PRE654321' } } });
    expect(idDocumentFieldErrors(draft, TODAY)).toEqual({});
  });
});
