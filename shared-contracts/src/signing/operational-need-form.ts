import * as z from 'zod/mini';
import { CARD_KINDS, EMPLOYER_STATES, MIN_OCCUPATION_WORDS, OP_NEED_TYPES, REGIONAL_PORTS, SPONSORED_YEARS } from 'shared-contracts';
import { FIELD_MESSAGES } from '../rules/field-messages';
import { isValidAbn } from '../rules/abn';
import { FIELD_MAX_LENGTHS } from '../rules/max-lengths';
import { ADDRESS_LINE_PATTERN, EMAIL_PATTERN, NAME_PATTERN, PHONE_PATTERN, SUBURB_PATTERN } from '../rules/patterns';
import { SIGNATURE_METHODS, TYPED_SIGNATURE_MAX_LENGTH } from '../rules/typed-signature';
import { hasMinWords } from '../rules/words';
import { DraftDate, Id, patterned, printable, printableText, requiredText } from '../rules/common';
import { Airport } from '../reference/reference-data';

const L = FIELD_MAX_LENGTHS;
const opt = (max: number) => z.optional(printable(max));

/** The applicant the operational-need form is about (the spec's "person sub-object"). */
export const OperationalNeedFormPerson = z.object({
  Id,
  Firstname: printable(L.name),
  Middlenames: z.optional(printable(L.middleNames)),
  Surname: printable(L.name),
  Birthdate: z.optional(DraftDate),
  Email: z.optional(printable(L.email)),
});
export type OperationalNeedFormPerson = z.infer<typeof OperationalNeedFormPerson>;

/**
 * The operational-need form as loaded (spec §3): what the sponsor or employer has filled in so far. Lenient.
 * Address fields: Address, Suburb, State, Postcode, Country.
 */
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

/**
 * GET /api/people/operational-need-form/{id}/{refId} (spec §7 "response data field used"): the form so far, the
 * applicant, and whether the regional port version (with the port-access field) applies.
 */
export const OperationalNeedFormData = z.object({
  data: z.object({
    form: OperationalNeedForm,
    person: OperationalNeedFormPerson,
    regional: z.boolean(),
    /** true once the form has been signed; the page then shows it read-only */
    signed: z.boolean(),
    /** the cards the application is for (its card type, else the company's cards): the form words them */
    cards: z.optional(z.array(z.enum(CARD_KINDS))),
  }),
});
export type OperationalNeedFormData = z.infer<typeof OperationalNeedFormData>;

/**
 * POST /api/people/operational-need-form/{id}/{refId}: every field plus the signature as `_signature` (an SVG
 * data URL), or `_signatureMethod: 'typed'` with the signer's full name as `_signatureTyped`. Strict: the form
 * must be valid and signed (spec §5). Whether PortAccess is required depends on the regional version, which the
 * server knows, and the signature rule on the method: validateOperationalNeedForm applies both, on both sides.
 */
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
    Postcode: patterned(/^\d{3,5}$/, L.postcode, FIELD_MESSAGES.postcode, FIELD_MESSAGES.postcode),
    Country: z.optional(printable(L.country)),
    Abn: z.string().check(z.refine(isValidAbn, FIELD_MESSAGES.abn)),
    /** the signer confirms that the organisation trades under the ABN registered to another name (abnNameProblem) */
    AbnNameConfirmed: z.optional(z.boolean()),
    ApplicantFullname: requiredText(200, "Enter the applicant's full name"),
    Sponsored: z.boolean(),
    SponsoredYears: z.optional(z.nullable(z.literal(SPONSORED_YEARS, FIELD_MESSAGES.sponsoredYears))),
    OperationalNeedId: Id,
    OpNeedOccupation: z.string().check(
      z.refine((v) => hasMinWords(v, MIN_OCCUPATION_WORDS), FIELD_MESSAGES.occupation),
      z.maxLength(L.occupation, FIELD_MESSAGES.maxLength(L.occupation)),
      z.regex(/^[\x20-\x7E\r\n\t]*$/, FIELD_MESSAGES.printable),
    ),
    OpNeedAccessFreq: z.optional(z.nullable(Id)),
    OperationalNeedType: z.optional(z.enum(OP_NEED_TYPES)),
    PortAccess: z.optional(z.enum(REGIONAL_PORTS, FIELD_MESSAGES.portAccess)),
    airports: z.optional(z.array(Airport).check(z.maxLength(50))),
    person: z.optional(OperationalNeedFormPerson),
    /** drawn (the default) or typed; the signature rule is validateOperationalNeedForm's (signatureProblem) */
    _signatureMethod: z.optional(z.enum(SIGNATURE_METHODS)),
    /** the drawn signature's SVG data URL */
    _signature: z.optional(z.string().check(z.maxLength(L.signature))),
    /** the typed signature: the signer's full name */
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
