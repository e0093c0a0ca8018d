import { PRODUCT_NAME } from 'shared-contracts';
import type { PublicFormId } from 'shared-contracts/content';

/** One part of a blank form: text to read, blank fields to fill in, boxes to tick. */
export interface FormSection {
  heading: string;
  text?: string[];
  fields?: string[];
  checklist?: string[];
}

export interface FormDocument {
  intro: string[];
  sections: FormSection[];
  /** a declaration and signature lines at the end */
  declaration?: string;
}

const P = PRODUCT_NAME;
const holder: FormSection = { heading: 'Card holder', fields: ['Full name', 'Date of birth', `${P} or ASIC number`, 'Email address', 'Phone number', 'Postal address'] };

/** The text of each blank form of /forms; titles and descriptions are in shared-contracts (PUBLIC_FORMS). */
export const FORM_DOCUMENTS: Record<PublicFormId, FormDocument> = {
  'operational-need-letter': {
    intro: [
      `An ${P} is issued only to a person with an operational need: a reason their work requires them to enter maritime security zones. Most employers confirm it online through the link we email them. Use this letter if you cannot use the online form.`,
      'Complete it on your organisation\u2019s behalf, sign it and give it to the applicant to lodge with their application, or email it to us.',
    ],
    sections: [
      { heading: 'Applicant', fields: ['Applicant\u2019s full name', 'Date of birth', 'Tracking number (if known)'] },
      { heading: 'Organisation', fields: ['Organisation name', 'ABN', 'Business unit', 'Street address', 'Suburb, state and postcode', 'Purchase order number (if any)'] },
      {
        heading: 'Operational need',
        text: ['Describe the applicant\u2019s role and why it requires unescorted access to maritime security zones, in at least 10 words. Name the ports or facilities and how often access is needed.'],
        fields: ['Occupation and duties', 'Ports or facilities', 'How often access is needed', 'Card length sponsored (2 or 4 years)'],
      },
      { heading: 'Person signing for the organisation', fields: ['Name', 'Position', 'Phone', 'Email'] },
    ],
    declaration: 'I confirm that the applicant has an operational need for an MSIC as described above, and that I am authorised to make this statement on behalf of the organisation.',
  },
  'identity-documents-checklist': {
    intro: ['Bring original documents when you lodge your application. Photocopies and photos of documents are not accepted. Documents must be current where they have an expiry date, and in English or with an accredited translation.'],
    sections: [
      {
        heading: 'Category A: evidence of birth or arrival in Australia (one)',
        checklist: ['Australian birth certificate', 'Australian citizenship certificate', 'Certificate of evidence of Australian citizenship by descent', 'ImmiCard', 'Foreign passport with a current Australian visa'],
      },
      { heading: 'Category B: evidence of identity in the community (one)', checklist: ['Australian driver licence', 'Australian passport', 'Proof of age or photo card issued by a state or territory', 'Firearms licence'] },
      { heading: 'Category C: evidence of current residential address (one)', checklist: ['Utility bill from the last 6 months', 'Bank or credit union statement from the last 6 months', 'Council rates notice', 'Current lease or rental agreement'] },
      { heading: 'Category D: evidence of a change of name (if your name differs between documents)', checklist: ['Marriage certificate', 'Change of name certificate', 'Divorce papers showing the name'] },
      { heading: 'Also bring', checklist: ['Your tracking number', 'The identity document you entered in the online form'] },
    ],
  },
  'lost-stolen-card-report': {
    intro: [`You must report a lost, stolen or destroyed ${P} within 7 days. We cancel the card as soon as we receive your report. If the card was stolen, report it to the police as well.`],
    sections: [
      holder,
      { heading: 'What happened', checklist: ['Lost', 'Stolen', 'Destroyed'], fields: ['Date it happened', 'Where it happened', 'Police report number (if stolen)', 'Details'] },
      { heading: 'Replacement', checklist: ['Please contact me about a replacement card', 'I do not need a replacement card'] },
    ],
    declaration: 'I declare that the information in this report is true and correct. I understand that if I find the card I must not use it and must return it, because it will have been cancelled.',
  },
  'change-of-name-notification': {
    intro: [`You must tell us within 30 days if you change your name. Attach a certified copy of the evidence of the change (a marriage certificate or change of name certificate). We then issue a card in your new name.`],
    sections: [
      { heading: 'Previous name', fields: ['Previous full name (as shown on your card)', `${P} or ASIC number`, 'Date of birth'] },
      { heading: 'New name', fields: ['New full name', 'Date of the change'] },
      { heading: 'Evidence attached', checklist: ['Marriage certificate', 'Change of name certificate', 'Other (describe)'] },
      { heading: 'Contact details', fields: ['Email address', 'Phone number', 'Postal address for the new card'] },
    ],
    declaration: 'I declare that the information in this notification is true and correct, and that the attached evidence relates to me.',
  },
  'card-return-form': {
    intro: [`Your ${P} remains the property of the issuing body. Return it within 1 month after it expires, is cancelled or you no longer need it. Cut through the photograph before you post it.`],
    sections: [holder, { heading: 'Reason for return', checklist: ['The card has expired', 'The card was cancelled', 'I no longer need the card', 'I received a replacement card', 'The card was reported lost and then found'] }],
    declaration: 'I return the card described above.',
  },
  'company-account-application': {
    intro: [
      'A company account lets your workers apply online and choose your company, with the card type and length your company prefers, and their applications invoiced to you monthly. Invoices are payable within 30 days.',
    ],
    sections: [
      { heading: 'Organisation', fields: ['Organisation name', 'ABN', 'Street address', 'Suburb, state and postcode', 'Industry'] },
      { heading: 'Cards', fields: ['Cards expected in the next 12 months', 'Preferred card length (2 or 4 years)', 'Ports or facilities where your workers need access'] },
      { heading: 'Account contact (confirms operational need)', fields: ['Name', 'Position', 'Email', 'Phone'] },
      { heading: 'Billing contact', fields: ['Name', 'Email', 'Phone', 'Purchase order number (if required)'] },
    ],
    declaration: 'I am authorised to open an account on behalf of the organisation and agree that invoices are payable within 30 days.',
  },
};
