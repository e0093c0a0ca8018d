import type { CalendarDate } from '../dates';
import type { ApplicantDraft } from '../schemas/applicant-draft';

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
