import type { ContactEnquiry, EnquiryType } from 'shared-contracts/content';

/** What the enquiry form holds while it is typed: every field as text. */
export interface EnquiryValues {
  Firstname: string;
  Surname: string;
  Email: string;
  Phone: string;
  CardNum: string;
  Company: string;
  CardsRequired: string;
  Message: string;
}

export const EMPTY_ENQUIRY: EnquiryValues = { Firstname: '', Surname: '', Email: '', Phone: '', CardNum: '', Company: '', CardsRequired: '', Message: '' };

/** The enquiry the API takes (spec §3: CardNum for general only; CardsRequired and Company for company only). */
export function toEnquiry(type: EnquiryType, values: EnquiryValues, captcha: string): ContactEnquiry {
  const person = { Firstname: values.Firstname.trim(), Surname: values.Surname.trim(), Email: values.Email.trim(), Phone: values.Phone.trim(), Message: values.Message, captcha };
  if (type === 'General Enquiries') return { EnquiryType: type, ...person, CardNum: values.CardNum.trim() };
  const cards = values.CardsRequired.trim();
  return { EnquiryType: type, ...person, Company: values.Company.trim(), CardsRequired: /^\d{1,7}$/.test(cards) ? Number(cards) : Number.NaN };
}

