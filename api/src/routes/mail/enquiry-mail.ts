import type { ContactEnquiry } from 'shared-contracts/content';

const line = (label: string, value: string | number | undefined) => (value === undefined || value === '' ? [] : [`${label}: ${value}`]);

/** The enquiry as the office reads it: every field the enquirer gave, the message last. */
export function officeMail(enquiry: ContactEnquiry, reference: string, siteName: string) {
  const who = `${enquiry.Firstname} ${enquiry.Surname}`;
  const subject =
    enquiry.EnquiryType === 'Company Enquiries'
      ? `Company account enquiry ${reference}: ${enquiry.Company} (${enquiry.CardsRequired} cards)`
      : `General enquiry ${reference} from ${who}`;
  const text = [
    `${enquiry.EnquiryType} received through ${siteName}.`,
    '',
    `Reference: ${reference}`,
    `Name: ${who}`,
    `Email: ${enquiry.Email}`,
    ...line('Phone', enquiry.Phone),
    ...(enquiry.EnquiryType === 'Company Enquiries'
      ? [`Company: ${enquiry.Company}`, `Cards required: ${enquiry.CardsRequired}`]
      : line('Card number', enquiry.CardNum)),
    '',
    'Message:',
    enquiry.Message,
  ].join('\n');
  return { subject, text };
}

/** The receipt the enquirer gets: the reference to quote and when to expect an answer. */
export function receiptMail(enquiry: ContactEnquiry, reference: string, siteName: string) {
  const subject = `We have received your enquiry (${reference})`;
  const text = [
    `Dear ${enquiry.Firstname},`,
    '',
    `Thank you for contacting ${siteName}. We have received your ${enquiry.EnquiryType === 'Company Enquiries' ? 'company account enquiry' : 'enquiry'} and will reply to this address within 2 business days.`,
    '',
    `Your reference is ${reference}. Please quote it if you contact us again about this enquiry.`,
    '',
    'Your message:',
    enquiry.Message,
    '',
    `${siteName}`,
  ].join('\n');
  return { subject, text };
}

/** The reference an enquirer quotes: ENQ- and the enquiry's number. */
export const enquiryReference = (id: number) => `ENQ-${String(id).padStart(6, '0')}`;
