import type { ContactEnquiry, EnquiryType } from 'shared-contracts/content';

export const EMPTY_ENQUIRY = { Firstname: '', Surname: '', Email: '', Phone: '', CardNum: '', Company: '', CardsRequired: '', Message: '' };
export type EnquiryValues = typeof EMPTY_ENQUIRY;

export function toEnquiry(type: EnquiryType, values: EnquiryValues, captcha: string): ContactEnquiry {
  const person = { Firstname: values.Firstname.trim(), Surname: values.Surname.trim(), Email: values.Email.trim(), Phone: values.Phone.trim(), Message: values.Message, captcha };
  if (type === 'General Enquiries') return { EnquiryType: type, ...person, CardNum: values.CardNum.trim() };
  const cards = values.CardsRequired.trim();
  return { EnquiryType: type, ...person, Company: values.Company.trim(), CardsRequired: /^\d{1,7}$/.test(cards) ? Number(cards) : Number.NaN };
}
