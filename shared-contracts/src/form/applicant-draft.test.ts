import * as z from 'zod/mini';
import { validDraft } from '../testing/fixtures';
import { ApplicantDraft } from './applicant-draft';
import { emptyApplicantDraft } from './empty-applicant-draft';

const issues = (data: unknown) => {
  const r = z.safeParse(ApplicantDraft, data);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('ApplicantDraft: lenient, typed, bounded, printable (autosave stores half-typed forms)', () => {
  it('accepts an empty draft, a new draft and a complete one', () => {
    expect(issues({})).toEqual([]);
    expect(issues(emptyApplicantDraft())).toEqual([]);
    expect(issues(validDraft())).toEqual([]);
  });

  it('accepts half-typed values that the step validators will refuse', () => {
    expect(issues({ Firstname: 'J', Email: 'jane@', Birthdate: '', _address: [{ Postcode: '6' }] })).toEqual([]);
  });

  it('keeps every field of spec §3', () => {
    const draft = validDraft({
      _singlename: false,
      _hasmiddlename: false,
      Homephonenumber: '(08) 5550 1000',
      Workphonenumber: '(08) 5550 1001',
      _skippedId: false,
      _postalAddress: { Country: 'Australia', Line1: 'PO Box 1', Localityname: 'Perth', Postcode: '6000', State: 'WA' },
      OperationalNeedCategoryId: 2,
      OpNeed: 'port-worker',
      Sponsored: false,
      Msicnum: 'VEP1234567',
      Asicnum: 'VEA1234567',
      Asicexpirydate: '2027-01-01',
      Issuingbodyid: 1,
      AccessCardId: 19,
      ExtraData: { OpNeedType: 'pilot', OpNeedOccupation: 'x', OpNeedAccessFreq: 2, _numAirports: 1, Provisional: false, lodgementOption: 'inperson', PortAccess: 'Albany' },
      Airports: [{ Id: 1, Name: 'Perth Airport', Code: 'PER', AsaType: 'Approved', CanHaveAsa: true }],
      _signatureFile: 'data:image/svg+xml;base64,PHN2Zy8+',
      _stepCompleted: 3,
      _formFilledIn: true,
      _mailLinkSent: false,
      _notSaved: false,
      _isSaved: true,
      _company: 'msic',
      _cardType: 'MSIC',
      _companyId: 1,
      _companyPreference: '4',
      _peopleId: 12,
      _id: 7,
      _formLink: 'http://localhost:3000/apply/form/7/?key=abc',
      _renew: true,
      _abn: '51 824 753 556',
      _abr: { EntityName: 'Harbour Marine Services', AbnStatus: 'Active' },
      _system: { browser: 'Firefox', version: '128', device: 'desktop', OS: 'Linux' },
      _idDocument: {
        Id: 6,
        Details: {
          GivenNames: 'Jane',
          FamilyName: 'Smith',
          RegistrationState: 'WA',
          RegistrationNumber: '1234567',
          RegistrationDate: '1985-05-01',
          RegistrationYear: '1985',
          DateOfBirth: '1985-04-12',
          ClientId: '12345678901',
          RegisterNumber: '1234',
          EntryNumber: '12345',
          StockNumber: 'ACC12345',
          PassportNumber: 'N1234567',
          PassportCountry: 'New Zealand',
          ImmicardNumber: 'EIS123456',
          Exemption: 'Tas1970',
        },
      },
    });
    const parsed = z.parse(ApplicantDraft, draft);
    expect(parsed).toEqual(draft);
  });

  it.each([
    ['a control character', { Firstname: 'Jane\u0000' }, 'Firstname: Use letters, numbers and standard punctuation only'],
    ['an over-long name', { Surname: 'A'.repeat(51) }, 'Surname: Enter 50 characters or fewer'],
    ['an impossible date', { Birthdate: '1985-02-30' }, 'Birthdate: Enter a real date'],
    ['an unknown preferred contact', { Prefcontact: 'E' }, expect.stringMatching(/^Prefcontact: /)],
    ['a step beyond 4', { _stepCompleted: 5 }, expect.stringMatching(/^_stepCompleted: /)],
    ['an unknown ID type', { _idDocument: { Id: 3 } }, expect.stringMatching(/^_idDocument\.Id: /)],
    ['an unknown Site', { Site: 3 }, expect.stringMatching(/^Site: /)],
  ])('refuses %s', (_, data, expected) => {
    expect(issues(data)).toEqual([expected]);
  });

  it('drops unknown fields', () => {
    expect(z.parse(ApplicantDraft, { Firstname: 'Jane', isAdmin: true })).toEqual({ Firstname: 'Jane' });
  });
});
