import { CompanyEnquiry, GeneralEnquiry, fieldErrorsFromIssues, type ContactEnquiry, type FieldErrorMap } from 'shared-contracts/api';

/**
 * The §5 rules of the contact forms, from the one schema the API also applies. The captcha is checked
 * separately: `captcha` is reported when it is missing.
 */
export function validateEnquiry(enquiry: ContactEnquiry): FieldErrorMap {
  const schema = enquiry.EnquiryType === 'General Enquiries' ? GeneralEnquiry : CompanyEnquiry;
  const result = schema.safeParse(enquiry);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
}
