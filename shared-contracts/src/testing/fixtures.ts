import type { CalendarDate } from '../kernel/dates';
import type { ApplicantDraft } from '../form/applicant-draft';
import type { OperationalNeedForm } from '../signing/operational-need-form';
import type { PeopleRecord } from '../tracking/people-record';

/** An aviation operational need of the seeded reference data (migration 024: airline or ground handling staff), for an ASIC draft. */
export const AVIATION_NEED_ID = 12;

/** The fixed "today" of the tests. */
export const TODAY: CalendarDate = { year: 2025, month: 6, day: 15 };

/** A complete, valid standard MSIC application (employed applicant, WA birth certificate, one address since 2012). */
export function validDraft(overrides: Partial<ApplicantDraft> = {}): ApplicantDraft {
  return {
    Firstname: 'Jane',
    Middlenames: 'Mary',
    Surname: "O'Brien",
    Birthdate: '1985-04-12',
    Gender: 'F',
    Email: 'jane.obrien@example.com',
    _confirmEmail: 'jane.obrien@example.com',
    Prefcontact: 'M',
    Mobilephonenumber: '0491 570 156',
    Citizenship: 'Australia',
    Birthcountry: 'Australia',
    Birthplace: 'Fremantle',
    Birthstate: 'WA',
    _previousNames: [{ Firstname: 'Jane', Surname: 'Smith', previousNameTypes: 'Maiden' }],
    _idDocument: {
      Id: 4,
      Details: { GivenNames: 'Jane Mary', FamilyName: 'Smith', RegistrationState: 'WA', RegistrationNumber: '1234567', RegistrationDate: '1985-05-01' },
    },
    _address: [{ Country: 'Australia', Line1: '12 Marine Tce', Localityname: 'Fremantle', Postcode: '6160', State: 'WA', FromDate: '2012-03-01' }],
    _postalSame: true,
    Apptype: 'S',
    Appsubtype: '2',
    Site: 0,
    Company: 'N',
    OperationalNeedId: 1,
    _cardType: 'MSIC',
    ExtraData: {
      OpNeedType: 'employer',
      OpNeedOccupation: 'I work as a deckhand on supply vessels that berth at the port every week',
      OpNeedAccessFreq: 1,
    },
    Employername: 'Harbour Marine Services',
    Employeraddress: '1 Wharf Rd',
    Employersuburb: 'Fremantle',
    Employerstate: 'WA',
    Employerpostcode: '6160',
    Employercountry: 'Australia',
    Employerfirstname: 'Sam',
    Employersurname: 'Lee',
    Employeremail: 'sam.lee@example.com',
    Employerphone: '(08) 5550 1234',
    Employerposition: 'Operations manager',
    ...overrides,
  };
}

/** A signature as signature_pad draws it: two cubic curves, an extent over the §5 minimum (an SVG data URL). */
export const SIGNATURE_SVG = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200">' +
    '<path d="M 10.000,10.000 C 40.000,30.000 80.000,50.000 110.000,70.000" stroke-width="3.000" stroke="#0b0c0c" fill="none"></path>' +
    '<path d="M 110.000,70.000 C 120.000,80.000 140.000,85.000 150.000,90.000" stroke-width="2.500" stroke="#0b0c0c" fill="none"></path></svg>',
)}`;

/** An employer's signed operational-need form (spec §3), valid for the §5 rules: a sponsoring employer in WA. */
export function validEmployerForm(overrides: Partial<OperationalNeedForm> = {}): OperationalNeedForm & { _signature: string } {
  return {
    FirstName: 'Morgan',
    Surname: 'Hale',
    Phone: '08 9721 0000',
    Email: 'morgan.hale@example.com',
    Position: 'Operations manager',
    Organisation: 'Harbourside Marine Services',
    Address: '12 Wharf Road',
    Suburb: 'Bunbury',
    State: 'WA',
    Postcode: '6230',
    Abn: '10474582823',
    ApplicantFullname: 'Applicant',
    Sponsored: true,
    SponsoredYears: 4,
    OperationalNeedId: 1,
    OpNeedOccupation: 'Drives straddle carriers and moves containers around the terminal every working day',
    OpNeedAccessFreq: 1,
    OperationalNeedType: 'employer',
    _signature: SIGNATURE_SVG,
    ...overrides,
  };
}

/** A people record lodged with the background check (spec §4 status page): paid, interviewed, its need approved, not yet decided. */
export function lodgedPeopleRecord(overrides: Partial<PeopleRecord> = {}): PeopleRecord {
  return {
    Id: 12,
    IncompleteFormId: 40,
    RandomId: 'r',
    Site: 0,
    WebsiteId: null,
    ExtraData: null,
    OperationalNeedPublic: null,
    _basedOnAsic: false,
    _interviewedAt: '2026-11-03T12:00:00.000Z',
    _paidAt: '2026-11-02T12:00:00.000Z',
    _opsApproved: '2026-11-04T12:00:00.000Z',
    _ausCheckUploaded: '2026-11-05T12:00:00.000Z',
    _ausCheckDecision: null,
    _msicPosted: null,
    ...overrides,
  };
}
