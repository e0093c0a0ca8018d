import type { CompanyId } from '../kernel/companies/company';
import type { ApplicantDraft } from '../form/applicant-draft';
import type { OperationalNeed } from '../reference/operational-need';

/**
 * The rows of the draft-model table (issue 15): one per rule of spec §4 and per branch, each a draft as the browser
 * might send it and what the derived draft must (and must not) hold. The same rows are run on both sides: the pure
 * function (`draft-model/derive-draft.test.ts`) and an API save on both engines (`api/src/routes/form/draft-model.test.ts`).
 * Dates are relative to the tests' fixed today, 15 June 2025.
 */
export interface DraftModelCase {
  rule: string;
  company: CompanyId;
  /** fields laid over the complete valid draft of the fixtures */
  draft: Partial<ApplicantDraft>;
  /** the stored draft before this save, when the rule is a transition */
  previous?: Partial<ApplicantDraft>;
  /** fields the derived draft has (a partial match) */
  expect: Partial<ApplicantDraft>;
  /** top-level fields the derived draft must not have; `ExtraData.X` for a field of ExtraData */
  absent?: string[];
  /** the price charged (spec §9 "total", cents) for this draft, when the row is about price */
  total?: number;
  /** the price shown (total less GST) */
  price?: number;
  /** field errors the step rules find on the derived draft (the server refuses its conversion with them) */
  errors?: Record<string, string[]>;
}

/** The operational needs the cases use: 1 blue, 7 white (the seeded reference data of the API has the same colours). */
export const CASE_NEEDS: Pick<OperationalNeed, 'Id' | 'Colour'>[] = [
  { Id: 1, Colour: 'blue' },
  { Id: 7, Colour: 'white' },
];

const SELF_EMPLOYED_SIGNATURE = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=';
const addr = (FromDate: string, ToDate?: string) => ({ Country: 'Australia', Line1: '1 Wharf Rd', Localityname: 'Fremantle', Postcode: '6160', State: 'WA' as const, FromDate, ...(ToDate ? { ToDate } : {}) });

export const DRAFT_MODEL_CASES: DraftModelCase[] = [
  {
    rule: 'provisional from the birth date: an adult whose browser sends Provisional is not provisional, and pays the 2-year price',
    company: 'msic',
    draft: { Birthdate: '1985-04-12', ExtraData: { OpNeedType: 'employer', OpNeedOccupation: 'I work as a deckhand on supply vessels that berth at the port every week', OpNeedAccessFreq: 1, Provisional: true } },
    expect: { Appsubtype: '2' },
    absent: ['ExtraData.Provisional'],
    total: 27_000,
  },
  {
    rule: 'provisional from the birth date: under 18 without a flag is provisional, and pays the provisional price',
    company: 'msic',
    // a birth certificate registered after the birth: the draft can be issued, so it is charged (issue 40)
    draft: {
      Birthdate: '2009-01-20',
      _idDocument: { Id: 4, Details: { GivenNames: 'Jane Mary', FamilyName: 'Smith', RegistrationState: 'WA', RegistrationNumber: '1234567', RegistrationDate: '2009-02-02' } },
    },
    expect: { ExtraData: { Provisional: true } as ApplicantDraft['ExtraData'] },
    total: 14_500,
  },
  {
    rule: 'a provisional applicant never has a 4-year card',
    company: 'msic',
    draft: { Birthdate: '2009-01-20', Appsubtype: '4' },
    expect: { Appsubtype: '2' },
  },
  {
    rule: 'company-sponsored: bne without a subtype gets the company preference (2 years) and its price',
    company: 'bne',
    draft: { _cardType: 'ASIC', Appsubtype: undefined, Airports: undefined },
    expect: { Appsubtype: '2', _companyPreference: '2', _cardType: 'ASIC' },
    total: 25_000,
    price: 22_727,
  },
  {
    rule: 'company-sponsored: a preference of 4 years wins over the subtype the browser sent',
    company: 'chcheli',
    draft: { Appsubtype: '2' },
    expect: { Appsubtype: '4', _companyPreference: '4' },
  },
  {
    rule: 'company-sponsored: an under-18 chcheli applicant has the preference forced to 2',
    company: 'chcheli',
    draft: { Birthdate: '2009-01-20', Appsubtype: '4' },
    expect: { Appsubtype: '2', _companyPreference: '4', ExtraData: { Provisional: true } as ApplicantDraft['ExtraData'] },
  },
  {
    rule: 'no sponsor: a preference the browser sent is removed',
    company: 'msic',
    draft: { _companyPreference: '4', Appsubtype: '2' },
    expect: { Appsubtype: '2' },
    absent: ['_companyPreference'],
  },
  {
    rule: 'birth country becoming Australia sets citizenship and preselects the birth certificate',
    company: 'msic',
    previous: { Birthcountry: 'New Zealand' },
    draft: { Birthcountry: 'Australia', Citizenship: 'New Zealand', _idDocument: { Details: { GivenNames: 'Jane Mary', FamilyName: 'Smith' } } },
    expect: { Citizenship: 'Australia', _idDocument: { Id: 4, Details: { GivenNames: 'Jane Mary', FamilyName: 'Smith' } } },
  },
  {
    rule: 'birth country already Australia: the citizenship the applicant chose stays',
    company: 'msic',
    previous: { Birthcountry: 'Australia' },
    draft: { Birthcountry: 'Australia', Citizenship: 'New Zealand' },
    expect: { Citizenship: 'New Zealand' },
  },
  {
    rule: 'Apptype S clears the card number, ASIC number, ASIC expiry and issuing body',
    company: 'msic',
    draft: { Apptype: 'S', Msicnum: 'VEP1234567', Asicnum: 'AB12345', Asicexpirydate: '2027-01-01', Issuingbodyid: 1 },
    expect: { Apptype: 'S' },
    absent: ['Msicnum', 'Asicnum', 'Asicexpirydate', 'Issuingbodyid'],
  },
  {
    rule: 'Apptype R clears the ASIC fields and keeps the card number and issuing body',
    company: 'msic',
    draft: { Apptype: 'R', Msicnum: 'VEP1234567', Asicnum: 'AB12345', Asicexpirydate: '2027-01-01', Issuingbodyid: 1 },
    expect: { Apptype: 'R', Msicnum: 'VEP1234567', Issuingbodyid: 1 },
    absent: ['Asicnum', 'Asicexpirydate'],
  },
  {
    rule: 'Apptype A clears the card number and sets the subtype to 2 (blue need), at the ASIC-based price',
    company: 'msic',
    draft: { Apptype: 'A', Msicnum: 'VEP1234567', Asicnum: 'AB12345', Asicexpirydate: '2027-01-01', Issuingbodyid: 1, Appsubtype: '4' },
    expect: { Apptype: 'A', Appsubtype: '2', Asicnum: 'AB12345' },
    absent: ['Msicnum'],
    total: 16_500,
  },
  {
    rule: 'Apptype A with a white need sets the subtype to W',
    company: 'msic',
    draft: { Apptype: 'A', Asicnum: 'AB12345', Asicexpirydate: '2027-01-01', Issuingbodyid: 1, OperationalNeedId: 7 },
    expect: { Appsubtype: 'W' },
    absent: ['ExtraData.OpNeedAccessFreq'],
  },
  {
    rule: 'a white need sets the subtype to W and removes the access frequency',
    company: 'msic',
    draft: { OperationalNeedId: 7, Appsubtype: '4' },
    expect: { Appsubtype: 'W', OperationalNeedId: 7 },
    absent: ['ExtraData.OpNeedAccessFreq'],
  },
  {
    rule: 'a blue need never keeps the white subtype',
    company: 'msic',
    draft: { OperationalNeedId: 1, Appsubtype: 'W' },
    expect: { OperationalNeedId: 1 },
    absent: ['Appsubtype'],
  },
  {
    rule: 'job-ready: subtype 2; need, category, OpNeed, sponsored, occupation and employer cleared; job-ready price',
    company: 'msic',
    draft: { Site: 4, Appsubtype: '4', OperationalNeedCategoryId: 2, OpNeed: 'member', Sponsored: true },
    expect: { Site: 4, Appsubtype: '2' },
    absent: ['OperationalNeedId', 'OperationalNeedCategoryId', 'OpNeed', 'Sponsored', 'ExtraData.OpNeedOccupation', 'ExtraData.OpNeedAccessFreq', 'Employername', 'Employeremail'],
    total: 19_500,
  },
  {
    rule: 'the asset variants are always job-ready (Site 4) with their single lodgement option preselected',
    company: 'asset-msic',
    draft: { Site: 0 },
    expect: { Site: 4, Appsubtype: '2', ExtraData: { lodgementOption: 'asset-msic' } as ApplicantDraft['ExtraData'] },
    absent: ['OperationalNeedId'],
  },
  {
    rule: 'branch left: a self-employed ABN is removed once Employer is chosen',
    company: 'msic',
    draft: { Company: 'Y', _abn: '10474582823', _abr: { EntityName: 'Jane Pty Ltd', AbnStatus: 'Active' } },
    expect: { Company: 'N', Employername: 'Harbour Marine Services' },
    absent: ['_abn', '_abr'],
  },
  {
    rule: 'branch left: employer details are removed once self-employed is chosen; the signature stays',
    company: 'msic',
    draft: {
      ExtraData: { OpNeedType: 'self employed', OpNeedOccupation: 'I repair the engines of the fishing boats moored along the harbour wall', OpNeedAccessFreq: 1 },
      _abn: '10474582823',
      _signatureFile: SELF_EMPLOYED_SIGNATURE,
    },
    expect: { Company: 'Y', _abn: '10474582823', _signatureFile: SELF_EMPLOYED_SIGNATURE },
    absent: EMPLOYER_FIELD_NAMES(),
  },
  {
    rule: 'branch left: a pilot has neither employer details nor an ABN; a private pilot keeps the signature',
    company: 'msic',
    draft: {
      ExtraData: { OpNeedType: 'private pilot', OpNeedOccupation: 'I fly my own light aircraft from the regional airport most weekends of the year', OpNeedAccessFreq: 1 },
      _abn: '10474582823',
      _signatureFile: SELF_EMPLOYED_SIGNATURE,
    },
    expect: { Company: 'N', _signatureFile: SELF_EMPLOYED_SIGNATURE },
    absent: ['_abn', ...EMPLOYER_FIELD_NAMES()],
  },
  {
    rule: 'Apptype R of an ASIC clears the ASIC fields too (spec §4, issue 40): the ASIC renewed is the card number',
    company: 'toll',
    draft: { Apptype: 'R', _cardType: 'ASIC', Msicnum: 'AB12345', Asicnum: 'CD67890', Asicexpirydate: '2027-01-01', Issuingbodyid: 2 },
    expect: { Apptype: 'R', Msicnum: 'AB12345', Issuingbodyid: 2, Appsubtype: '4' },
    absent: ['Asicnum', 'Asicexpirydate'],
  },
  {
    rule: "branch left: an employed applicant's drawn signature is removed",
    company: 'msic',
    draft: { _signatureFile: SELF_EMPLOYED_SIGNATURE },
    expect: { Company: 'N' },
    absent: ['_signatureFile'],
  },
  {
    rule: 'branch left: the postal address is removed when it is the residential one',
    company: 'msic',
    draft: { _postalSame: true, _postalAddress: { Country: 'Australia', Line1: 'PO Box 1', Localityname: 'Perth', Postcode: '6000', State: 'WA' } },
    expect: { _postalSame: true },
    absent: ['_postalAddress'],
  },
  {
    rule: 'branch left: the details of another ID-document type are removed',
    company: 'msic',
    draft: {
      _idDocument: { Id: 4, Details: { GivenNames: 'Jane Mary', FamilyName: 'Smith', RegistrationState: 'WA', RegistrationNumber: '1234567', RegistrationDate: '1985-05-01', PassportNumber: 'N1234567', StockNumber: 'ABC12345' } },
    },
    expect: { _idDocument: { Id: 4, Details: { GivenNames: 'Jane Mary', FamilyName: 'Smith', RegistrationState: 'WA', RegistrationNumber: '1234567', RegistrationDate: '1985-05-01' } } },
  },
  {
    rule: 'branch left: airports are removed from an MSIC application',
    company: 'msic',
    draft: { Airports: [{ Id: 1, Name: 'Perth Airport', Code: 'PER', AsaType: 'Allowed', CanHaveAsa: true }] },
    expect: { _cardType: 'MSIC' },
    absent: ['Airports'],
  },
  {
    rule: 'a lodgement option the company does not offer is removed',
    company: 'sfc',
    draft: { ExtraData: { OpNeedType: 'employer', OpNeedOccupation: 'I work as a deckhand on supply vessels that berth at the port every week', OpNeedAccessFreq: 1, lodgementOption: 'auspost' } },
    expect: { ExtraData: { lodgementOption: 'inperson' } as ApplicantDraft['ExtraData'] },
  },
  {
    rule: 'addresses: three addresses when the first covers 10 years keep 2',
    company: 'msic',
    draft: { _address: [addr('2012-03-01'), addr('2008-01-01', '2012-02-01'), addr('2001-01-01', '2007-12-01')] },
    expect: { _address: [addr('2012-03-01'), addr('2008-01-01', '2012-02-01')] },
  },
  {
    rule: 'addresses: three addresses when the first does not cover 10 years are all kept',
    company: 'msic',
    draft: { _address: [addr('2021-07-01'), addr('2018-01-01', '2021-06-01'), addr('2014-01-01', '2017-12-01')] },
    expect: { _address: [addr('2021-07-01'), addr('2018-01-01', '2021-06-01'), addr('2014-01-01', '2017-12-01')] },
  },
  {
    rule: 'addresses: a six-year gap is kept as sent and is an error on _address naming the missing period',
    company: 'msic',
    draft: { _address: [addr('2021-07-01'), addr('2010-01-01', '2015-02-01')] },
    expect: { _address: [addr('2021-07-01'), addr('2010-01-01', '2015-02-01')] },
    errors: { _address: ['Your addresses do not cover March 2015 to June 2021'] },
  },
];

function EMPLOYER_FIELD_NAMES(): string[] {
  return ['Employername', 'Employeraddress', 'Employersuburb', 'Employerstate', 'Employerpostcode', 'Employercountry', 'Employerfirstname', 'Employersurname', 'Employeremail', 'Employerphone', 'Employerposition'];
}
