import * as z from 'zod/mini';
import { CARD_KINDS, EMPLOYER_STATES, MIN_OCCUPATION_WORDS, OP_NEED_TYPES, REGIONAL_PORTS, SPONSORED_YEARS } from 'shared-contracts';
import { FIELD_MESSAGES } from '../rules/field-messages';
import { isValidAbn } from '../rules/abn';
import { FIELD_MAX_LENGTHS } from '../rules/max-lengths';
import { ADDRESS_LINE_PATTERN, AUSTRALIAN_POSTCODE_PATTERN, EMAIL_PATTERN, NAME_PATTERN, PHONE_PATTERN, PRINTABLE_TEXT_PATTERN, SUBURB_PATTERN } from '../rules/patterns';
import { SIGNATURE_METHODS, TYPED_SIGNATURE_MAX_LENGTH } from '../rules/typed-signature';
import { hasMinWords } from '../rules/words';
import { DraftDate, Id, patterned, printable, printableText, requiredText } from '../rules/common';
import { Airport } from '../reference/reference-data';

const L = FIELD_MAX_LENGTHS;
const opt = (max: number) => z.optional(printable(max));

/** The spec's "person sub-object". */
export const OperationalNeedFormPerson = z.object({
  Id,
  Firstname: printable(L.name),
  Middlenames: z.optional(printable(L.middleNames)),
  Surname: printable(L.name),
  Birthdate: z.optional(DraftDate),
  Email: z.optional(printable(L.email)),
});

/** As loaded (spec §3): what the sponsor or employer has filled in so far. Lenient. */
export const OperationalNeedForm = z.object({
  FirstName: opt(L.name),
  Surname: opt(L.name),
  Phone: opt(L.phone),
  Email: opt(L.email),
  Position: opt(L.position),
  Organisation: opt(L.organisation),
  BusinessUnit: opt(L.organisation),
  PoNumber: opt(50),
  Address: opt(L.addressLine),
  Suburb: opt(L.suburb),
  State: z.optional(z.enum(EMPLOYER_STATES)),
  Postcode: opt(L.postcode),
  Country: opt(L.country),
  Abn: opt(L.abn),
  ApplicantFullname: opt(200),
  Sponsored: z.optional(z.boolean()),
  SponsoredYears: z.optional(z.nullable(z.literal(SPONSORED_YEARS))),
  OperationalNeedId: z.optional(Id),
  OpNeedOccupation: z.optional(printableText(L.occupation)),
  OpNeedAccessFreq: z.optional(Id),
  OperationalNeedType: z.optional(z.enum(OP_NEED_TYPES)),
  /** regional port version only */
  PortAccess: z.optional(z.enum(REGIONAL_PORTS)),
  airports: z.optional(z.array(Airport).check(z.maxLength(50))),
  person: z.optional(OperationalNeedFormPerson),
});
export type OperationalNeedForm = z.infer<typeof OperationalNeedForm>;

/** Spec §7 "response data field used"; `regional`: the port version, with the port-access field. */
export const OperationalNeedFormData = z.object({
  data: z.object({
    form: OperationalNeedForm,
    person: OperationalNeedFormPerson,
    regional: z.boolean(),
    /** the page then shows it read-only */
    signed: z.boolean(),
    /** its card type, else the company's cards */
    cards: z.optional(z.array(z.enum(CARD_KINDS))),
  }),
});
export type OperationalNeedFormData = z.infer<typeof OperationalNeedFormData>;

/** Strict (spec §5). validateOperationalNeedForm adds the rules of the regional version and of the signature. */
export const OperationalNeedFormSubmission = z
  .object({
    FirstName: patterned(NAME_PATTERN, L.name, FIELD_MESSAGES.name, FIELD_MESSAGES.firstName),
    Surname: patterned(NAME_PATTERN, L.name, FIELD_MESSAGES.name, FIELD_MESSAGES.surname),
    Phone: patterned(PHONE_PATTERN, L.phone, FIELD_MESSAGES.phone, FIELD_MESSAGES.phone),
    Email: patterned(EMAIL_PATTERN, L.email, FIELD_MESSAGES.email, FIELD_MESSAGES.email),
    Position: requiredText(L.position, 'Enter your position'),
    Organisation: requiredText(L.organisation, 'Enter the organisation name'),
    BusinessUnit: opt(L.organisation),
    PoNumber: opt(50),
    Address: patterned(ADDRESS_LINE_PATTERN, L.addressLine, FIELD_MESSAGES.addressLine, 'Enter the street address'),
    Suburb: patterned(SUBURB_PATTERN, L.suburb, FIELD_MESSAGES.suburb, 'Enter the suburb or town'),
    State: z.enum(EMPLOYER_STATES, FIELD_MESSAGES.state),
    Postcode: patterned(AUSTRALIAN_POSTCODE_PATTERN, L.postcode, FIELD_MESSAGES.postcode, FIELD_MESSAGES.postcode),
    Country: z.optional(printable(L.country)),
    Abn: z.string().check(z.refine(isValidAbn, FIELD_MESSAGES.abn)),
    /** see abnNameProblem */
    AbnNameConfirmed: z.optional(z.boolean()),
    ApplicantFullname: requiredText(200, "Enter the applicant's full name"),
    Sponsored: z.boolean(),
    SponsoredYears: z.optional(z.nullable(z.literal(SPONSORED_YEARS, FIELD_MESSAGES.sponsoredYears))),
    OperationalNeedId: Id,
    OpNeedOccupation: z.string().check(
      z.refine((v) => hasMinWords(v, MIN_OCCUPATION_WORDS), FIELD_MESSAGES.occupation),
      z.maxLength(L.occupation, FIELD_MESSAGES.maxLength(L.occupation)),
      z.regex(PRINTABLE_TEXT_PATTERN, FIELD_MESSAGES.printable),
    ),
    OpNeedAccessFreq: z.optional(z.nullable(Id)),
    OperationalNeedType: z.optional(z.enum(OP_NEED_TYPES)),
    PortAccess: z.optional(z.enum(REGIONAL_PORTS, FIELD_MESSAGES.portAccess)),
    airports: z.optional(z.array(Airport).check(z.maxLength(50))),
    person: z.optional(OperationalNeedFormPerson),
    /** drawn (the default) or typed */
    _signatureMethod: z.optional(z.enum(SIGNATURE_METHODS)),
    _signature: z.optional(z.string().check(z.maxLength(L.signature))),
    _signatureTyped: z.optional(z.string().check(z.maxLength(TYPED_SIGNATURE_MAX_LENGTH, FIELD_MESSAGES.maxLength(TYPED_SIGNATURE_MAX_LENGTH)))),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.Sponsored && !form.SponsoredYears) {
        ctx.issues.push({ code: 'custom', message: FIELD_MESSAGES.sponsoredYears, path: ['SponsoredYears'], input: form.SponsoredYears });
      }
    }),
  );
export type OperationalNeedFormSubmission = z.infer<typeof OperationalNeedFormSubmission>;
