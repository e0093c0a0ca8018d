import * as z from 'zod/mini';
import { CARD_KINDS, STATES } from 'shared-contracts';
import { Id, printable } from '../rules/common';

/** A country of the country list. Draft fields that hold a country (Citizenship, Birthcountry, address Country) hold its Name. */
export const Country = z.object({
  Id,
  Name: printable(60),
  /** ISO 3166-1 alpha-2 code */
  Code: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
});
export type Country = z.infer<typeof Country>;

/** A state of the state list: the 8 Australian states and territories, and OV (overseas) for ID documents. */
export const State = z.object({
  Code: z.enum(STATES),
  Name: printable(60),
});
export type State = z.infer<typeof State>;

/** An identity document type of the AusCheck list (ids of spec §9: 4 birth certificate ... 9 protection visa). */
export const IdDocumentType = z.object({
  Id,
  Name: printable(100),
  /** one line shown under the choice, e.g. which certificates are accepted */
  Description: z.optional(printable(500)),
});
export type IdDocumentType = z.infer<typeof IdDocumentType>;

/** An issuing body of a current card: VEP and VEA sort first, OTHER last (sortIssuingBodies). */
export const IssuingBody = z.object({
  Id,
  Code: printable(20),
  Cardtype: z.enum(CARD_KINDS),
  Name: printable(200),
});
export type IssuingBody = z.infer<typeof IssuingBody>;

/** A suburb of the per-state suburb data (`/shared/data/au/{state}.json`), used by the suburb typeahead. */
export const Suburb = z.object({
  Name: printable(60),
  Postcode: z.string().check(z.regex(/^\d{3,5}$/)),
  State: z.enum(STATES),
});
export type Suburb = z.infer<typeof Suburb>;

/** An airport an ASIC applicant may need access to. */
export const Airport = z.object({
  Id,
  Name: printable(200),
  /** IATA code */
  Code: z.optional(printable(4)),
  /** ASA (airside security area) type; 'Denied' cannot be chosen */
  AsaType: z.optional(z.nullable(printable(40))),
  /** false when the airport cannot have an ASA; such an airport cannot be chosen */
  CanHaveAsa: z.optional(z.boolean()),
});
export type Airport = z.infer<typeof Airport>;
