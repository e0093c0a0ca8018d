import * as z from 'zod/mini';
import { FIELD_MESSAGES } from '../rules/field-messages';
import { FIELD_MAX_LENGTHS } from '../rules/max-lengths';
import { ALPHANUMERIC_SPACES_PATTERN, EMAIL_PATTERN, NAME_PATTERN, PHONE_PATTERN, PRINTABLE_TEXT_PATTERN } from '../rules/patterns';
import { patterned, printable, requiredText } from '../rules/common';

export type EnquiryType = 'Company Enquiries' | 'General Enquiries';

const common = {
  Firstname: patterned(NAME_PATTERN, FIELD_MAX_LENGTHS.name, FIELD_MESSAGES.name, FIELD_MESSAGES.firstName),
  Surname: patterned(NAME_PATTERN, FIELD_MAX_LENGTHS.name, FIELD_MESSAGES.name, FIELD_MESSAGES.surname),
  Email: patterned(EMAIL_PATTERN, FIELD_MAX_LENGTHS.email, FIELD_MESSAGES.email, FIELD_MESSAGES.email),
  Phone: z.optional(z.string().check(z.refine((v) => v === '' || PHONE_PATTERN.test(v), FIELD_MESSAGES.phone))),
  Message: z.string().check(
    z.refine((v) => v.trim().length > 0, FIELD_MESSAGES.enquiry),
    z.maxLength(FIELD_MAX_LENGTHS.message, FIELD_MESSAGES.maxLength(FIELD_MAX_LENGTHS.message)),
    z.regex(PRINTABLE_TEXT_PATTERN, FIELD_MESSAGES.printable),
  ),
  /** spec §5 */
  captcha: z.string().check(z.minLength(1, FIELD_MESSAGES.captcha), z.maxLength(2000)),
};

export const GeneralEnquiry = z.object({
  EnquiryType: z.literal('General Enquiries'),
  ...common,
  CardNum: z.optional(z.string().check(z.refine((v) => v === '' || ALPHANUMERIC_SPACES_PATTERN.test(v), FIELD_MESSAGES.alphanumeric), z.maxLength(20))),
});

export const CompanyEnquiry = z.object({
  EnquiryType: z.literal('Company Enquiries'),
  ...common,
  Company: requiredText(FIELD_MAX_LENGTHS.organisation, 'Enter the company name'),
  CardsRequired: z.int(FIELD_MESSAGES.cardsRequired).check(z.minimum(1, FIELD_MESSAGES.cardsRequired), z.maximum(100_000, FIELD_MESSAGES.cardsRequired)),
});

/** Spec §3 */
export const ContactEnquiry = z.discriminatedUnion('EnquiryType', [GeneralEnquiry, CompanyEnquiry]);
export type ContactEnquiry = z.infer<typeof ContactEnquiry>;

/** Spec §7; false when the captcha failed. */
export const ContactEnquiryResponse = z.object({ result: z.boolean(), message: z.optional(printable(500)) });
export type ContactEnquiryResponse = z.infer<typeof ContactEnquiryResponse>;
