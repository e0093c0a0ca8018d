import { formatDate, formatMonthYear, ID_TYPE, PREFERRED_CONTACT_FIELD, SITE, type Company } from 'shared-contracts';
import { opNeedTypeLabel, type ApplicantDraft, type Address, type PostalAddress } from 'shared-contracts/form';
import { APP_SUBTYPE_WORDS, APP_TYPE_WORDS, takesAccessCard, yesNo, type ReferenceNames } from './answer-words';
import { field, generatedNote, letterhead, renderPdf, sectionHeading } from './document';

const GENDER_NAMES: Record<string, string> = { M: 'Male', F: 'Female', X: 'Indeterminate, intersex or unspecified' };
const CONTACT_NAMES: Record<string, string> = { H: 'Home phone', W: 'Work phone', M: 'Mobile phone' };
const ID_TYPE_NAMES: Record<number, string> = {
  [ID_TYPE.birthCertificate]: 'Australian birth certificate',
  [ID_TYPE.citizenship]: 'Australian citizenship certificate',
  [ID_TYPE.descent]: 'Citizenship by descent certificate',
  [ID_TYPE.immicard]: 'ImmiCard',
  [ID_TYPE.visa]: 'Visa with a foreign passport',
  [ID_TYPE.protectionVisa]: 'Protection visa',
};

/** A document number on paper shows only its last 3 characters: the full number stays in the record. */
export const maskNumber = (value: string | undefined): string | undefined =>
  value ? `${'*'.repeat(Math.max(0, value.length - 3))}${value.slice(-3)}` : undefined;

const fullName = (d: { Firstname?: string; Middlenames?: string; Surname?: string }) => [d.Firstname, d.Middlenames, d.Surname].filter(Boolean).join(' ');
const oneLine = (a: Address | PostalAddress) => [a.Line1, a.Localityname, a.State, a.Postcode, a.Country].filter(Boolean).join(', ');

export interface ApplicationFormInput {
  /** the tracking number (VEP or VEA + the id plus 1500) */
  tracking: string;
  company: Company;
  submittedAt: string | null;
  draft: ApplicantDraft;
  /** the names of the answers kept in reference tables (answer-words.ts) */
  names: ReferenceNames;
}

/** The application form as submitted: every section the applicant answered (spec §3 applicant draft). */
export function applicationFormPdf({ tracking, company, submittedAt, draft, names }: ApplicationFormInput): Promise<Buffer> {
  const name = fullName(draft);
  return renderPdf({ title: `Application form ${tracking} - ${name}`, subject: 'Security identification card application', author: company.name }, (doc) => {
    letterhead(doc, company.name, 'Application form', `Tracking number ${tracking}${submittedAt ? ` · submitted ${formatDate(submittedAt, company.timeZone)}` : ''}`);

    sectionHeading(doc, 'Personal details');
    field(doc, 'Name', name);
    for (const [i, previous] of (draft._previousNames ?? []).entries()) {
      field(doc, `Previous name ${i + 1}`, [fullName(previous), previous.previousNameTypes ? `(${previous.previousNameTypes})` : ''].filter(Boolean).join(' '));
    }
    field(doc, 'Date of birth', formatDate(draft.Birthdate, company.timeZone));
    field(doc, 'Gender', draft.Gender ? GENDER_NAMES[draft.Gender] : undefined);
    field(doc, 'Country of birth', draft.Birthcountry);
    field(doc, 'Place of birth', [draft.Birthplace, draft.Birthstate].filter(Boolean).join(', '));
    field(doc, 'Citizenship', draft.Citizenship);
    if (draft.ExtraData?.Provisional) field(doc, 'Provisional', 'Yes: the applicant is under 18');

    sectionHeading(doc, 'Contact details');
    field(doc, 'Email', draft.Email);
    field(doc, 'Preferred contact', draft.Prefcontact ? `${CONTACT_NAMES[draft.Prefcontact]} (${draft[PREFERRED_CONTACT_FIELD[draft.Prefcontact]] ?? ''})` : undefined);
    field(doc, 'Home phone', draft.Homephonenumber);
    field(doc, 'Work phone', draft.Workphonenumber);
    field(doc, 'Mobile phone', draft.Mobilephonenumber);

    const idDocument = draft._idDocument;
    if (idDocument?.Id || draft._skippedId) {
      sectionHeading(doc, 'Proof of identity');
      if (draft._skippedId) field(doc, 'Identity document', 'To be shown at lodgement');
      if (idDocument?.Id) {
        const d = idDocument.Details ?? {};
        field(doc, 'Document', ID_TYPE_NAMES[idDocument.Id]);
        field(doc, 'Name on document', [d.GivenNames, d.FamilyName].filter(Boolean).join(' '));
        field(doc, 'State of registration', d.RegistrationState);
        field(doc, 'Registration number', maskNumber(d.RegistrationNumber));
        field(doc, 'Registration date', d.RegistrationDate ? formatDate(d.RegistrationDate, company.timeZone) : d.RegistrationYear);
        field(doc, 'Stock number', maskNumber(d.StockNumber));
        field(doc, 'Passport number', maskNumber(d.PassportNumber));
        field(doc, 'Passport country', d.PassportCountry);
        field(doc, 'ImmiCard number', maskNumber(d.ImmicardNumber));
        field(doc, 'Exemption', d.Exemption);
      }
    }

    const addresses = (draft._address ?? []).filter((a) => oneLine(a));
    if (addresses.length) {
      sectionHeading(doc, 'Address history');
      for (const [i, address] of addresses.entries()) {
        const period = `${formatMonthYear(address.FromDate) || '?'} to ${address.ToDate ? formatMonthYear(address.ToDate) : 'now'}`;
        field(doc, i === 0 ? 'Current address' : `Previous address ${i}`, `${oneLine(address)} (${period})`);
      }
      field(doc, 'Postal address', draft._postalSame !== false ? 'Same as the current address' : draft._postalAddress ? oneLine(draft._postalAddress) : undefined);
    }

    sectionHeading(doc, draft.Site === SITE.assetJobReady ? 'Card' : 'Card and operational need');
    field(doc, 'Card', draft._cardType ?? company.cardTypes.join(' or '));
    field(doc, 'Application', draft.Site === SITE.assetJobReady ? 'Job Ready card' : draft.Apptype ? APP_TYPE_WORDS[draft.Apptype] : undefined);
    field(doc, 'Card term', draft.Appsubtype ? APP_SUBTYPE_WORDS[draft.Appsubtype] : undefined);
    // the card renewed is the card number, an ASIC's too (spec §4 "a renewal clears the ASIC fields")
    field(doc, `Current ${(draft._cardType ?? company.cardTypes[0]) === 'ASIC' && draft.Apptype === 'R' ? 'ASIC' : 'MSIC'} number`, draft.Msicnum);
    field(doc, 'Current ASIC number', draft.Asicnum);
    field(doc, 'ASIC expiry date', formatDate(draft.Asicexpirydate, company.timeZone));
    field(doc, 'Operational need', names.operationalNeed);
    field(doc, 'Employment', opNeedTypeLabel(draft.ExtraData?.OpNeedType));
    field(doc, 'Occupation', draft.ExtraData?.OpNeedOccupation);
    field(doc, 'How often in a secure area', names.accessFrequency);
    field(doc, 'Sponsored by the employer', yesNo(draft.Sponsored));
    field(doc, 'Port', draft.ExtraData?.PortAccess);
    if (company.portVariant) field(doc, 'Port access card', takesAccessCard(draft) ? 'Yes, with the card' : 'No');
    field(doc, 'Airports', draft.Airports?.map((a) => a.Name).join(', '));
    field(doc, 'Identity documents checked', names.lodgement ? `${names.lodgement.name}: ${names.lodgement.description}` : undefined);

    if (draft.Employername || draft.Employerfirstname) {
      sectionHeading(doc, 'Employer or sponsor');
      field(doc, 'Organisation', draft.Employername);
      field(doc, 'ABN', draft._abn);
      field(doc, 'Address', [draft.Employeraddress, draft.Employersuburb, draft.Employerstate, draft.Employerpostcode, draft.Employercountry].filter(Boolean).join(', '));
      field(doc, 'Contact', [draft.Employerfirstname, draft.Employersurname].filter(Boolean).join(' '));
      field(doc, 'Position', draft.Employerposition);
      field(doc, 'Email', draft.Employeremail);
      field(doc, 'Phone', draft.Employerphone);
    }
    generatedNote(doc, company);
  });
}
