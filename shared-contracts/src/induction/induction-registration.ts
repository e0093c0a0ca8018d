import * as z from 'zod/mini';
import { ENROLMENT_INDUCTION_IDS, REGIONAL_PORTS } from 'shared-contracts';
import { FIELD_MESSAGES } from '../rules/field-messages';
import { FIELD_MAX_LENGTHS } from '../rules/max-lengths';
import { EMAIL_PATTERN, MSIC_NUMBER_PATTERN, NAME_PATTERN, PHONE_PATTERN } from '../rules/patterns';
import { Id, IsoDate, patterned, printable } from '../rules/common';

/** Spec §3. Msicnum is the card number the server checks against the applicant's name. */
export const InductionOnlyRegistration = z.object({
  Firstname: patterned(NAME_PATTERN, FIELD_MAX_LENGTHS.name, FIELD_MESSAGES.name, FIELD_MESSAGES.firstName),
  Middlenames: z.optional(z.string().check(z.maxLength(FIELD_MAX_LENGTHS.middleNames), z.refine((v) => v === '' || NAME_PATTERN.test(v), FIELD_MESSAGES.name))),
  Surname: patterned(NAME_PATTERN, FIELD_MAX_LENGTHS.name, FIELD_MESSAGES.name, FIELD_MESSAGES.surname),
  Birthdate: IsoDate,
  Email: patterned(EMAIL_PATTERN, FIELD_MAX_LENGTHS.email, FIELD_MESSAGES.email, FIELD_MESSAGES.email),
  Mobilephonenumber: patterned(PHONE_PATTERN, FIELD_MAX_LENGTHS.phone, FIELD_MESSAGES.phone, FIELD_MESSAGES.phone),
  Msicnum: patterned(MSIC_NUMBER_PATTERN, FIELD_MAX_LENGTHS.cardNumber, FIELD_MESSAGES.cardNumber, FIELD_MESSAGES.cardNumber),
  Issuingbodyid: z.optional(Id),
  /** port variant (spa): the port the participant works at */
  PortAccess: z.optional(z.enum(REGIONAL_PORTS)),
  Inductions: z
    .array(z.literal(ENROLMENT_INDUCTION_IDS))
    .check(z.minLength(1, 'Choose at least one induction'), z.maxLength(ENROLMENT_INDUCTION_IDS.length)),
});
export type InductionOnlyRegistration = z.infer<typeof InductionOnlyRegistration>;

/** Spec §7: foreign is a card of another issuing body. */
export const InductionOnlyRegistrationResponse = z.object({
  result: z.boolean(),
  foreign: z.optional(z.boolean()),
  err: z.optional(z.nullable(printable(1000))),
  data: z.optional(
    z.nullable(
      z.object({
        Id,
        RandomId: printable(64),
        IncompleteFormId: z.nullable(Id),
      }),
    ),
  ),
});
export type InductionOnlyRegistrationResponse = z.infer<typeof InductionOnlyRegistrationResponse>;

/** A card holder of another issuing body enrolled for inductions (shape not shown in the spec). */
export const ForeignCard = z.object({
  Id,
  RandomId: printable(64),
  Firstname: printable(FIELD_MAX_LENGTHS.name),
  Surname: printable(FIELD_MAX_LENGTHS.name),
  Msicnum: z.nullable(printable(FIELD_MAX_LENGTHS.cardNumber)),
  Inductions: z.array(Id),
});
export type ForeignCard = z.infer<typeof ForeignCard>;
