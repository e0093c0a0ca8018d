import * as z from 'zod/mini';
import { CARD_KINDS, STATES } from 'shared-contracts';
import { Id, printable } from '../rules/common';
import { AUSTRALIAN_POSTCODE_PATTERN } from '../rules/patterns';

/** Draft fields that hold a country hold its Name. */
export const Country = z.object({
  Id,
  Name: printable(60),
  /** ISO 3166-1 alpha-2 */
  Code: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
});
export type Country = z.infer<typeof Country>;

export const State = z.object({
  Code: z.enum(STATES),
  Name: printable(60),
});
export type State = z.infer<typeof State>;

/** Ids of spec §9. */
export const IdDocumentType = z.object({
  Id,
  Name: printable(100),
  /** shown under the choice */
  Description: z.optional(printable(500)),
});
export type IdDocumentType = z.infer<typeof IdDocumentType>;

export const IssuingBody = z.object({
  Id,
  Code: printable(20),
  Cardtype: z.enum(CARD_KINDS),
  Name: printable(200),
});
export type IssuingBody = z.infer<typeof IssuingBody>;

export const Suburb = z.object({
  Name: printable(60),
  Postcode: z.string().check(z.regex(AUSTRALIAN_POSTCODE_PATTERN)),
  State: z.enum(STATES),
});
export type Suburb = z.infer<typeof Suburb>;

export const Airport = z.object({
  Id,
  Name: printable(200),
  /** IATA */
  Code: z.optional(printable(4)),
  /** airside security area type; 'Denied' cannot be chosen */
  AsaType: z.optional(z.nullable(printable(40))),
  /** false: cannot be chosen */
  CanHaveAsa: z.optional(z.boolean()),
});
export type Airport = z.infer<typeof Airport>;
