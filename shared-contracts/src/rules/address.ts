import * as z from 'zod/mini';
import { FIELD_MAX_LENGTHS } from './max-lengths';
import { DraftDate, printable } from './common';

const addressFields = {
  /** country name, e.g. 'Australia' */
  Country: z.optional(printable(FIELD_MAX_LENGTHS.country)),
  Line1: z.optional(printable(FIELD_MAX_LENGTHS.addressLine)),
  /** suburb or town */
  Localityname: z.optional(printable(FIELD_MAX_LENGTHS.suburb)),
  Postcode: z.optional(printable(FIELD_MAX_LENGTHS.postcode)),
  /** a state code (ACT ... WA) in Australia; the state, province or region elsewhere */
  State: z.optional(printable(FIELD_MAX_LENGTHS.state)),
};

/**
 * A residential address of the address history (`_address` entry). Lenient: every field optional, as autosave
 * stores it; the required fields and date rules of spec §5 are checked by validateStep2.
 * FromDate and ToDate are ISO dates; the picker chooses a month and stores its first day.
 */
export const Address = z.object({
  ...addressFields,
  FromDate: z.optional(DraftDate),
  ToDate: z.optional(DraftDate),
});
export type Address = z.infer<typeof Address>;

/** The postal address (`_postalAddress`), used when `_postalSame` is not ticked. */
export const PostalAddress = z.object(addressFields);
export type PostalAddress = z.infer<typeof PostalAddress>;
