import * as z from 'zod/mini';
import { FIELD_MAX_LENGTHS } from './max-lengths';
import { DraftDate, printable } from './common';

const addressFields = {
  Country: z.optional(printable(FIELD_MAX_LENGTHS.country)),
  Line1: z.optional(printable(FIELD_MAX_LENGTHS.addressLine)),
  Localityname: z.optional(printable(FIELD_MAX_LENGTHS.suburb)),
  Postcode: z.optional(printable(FIELD_MAX_LENGTHS.postcode)),
  /** a state code (ACT ... WA) in Australia; the state, province or region elsewhere */
  State: z.optional(printable(FIELD_MAX_LENGTHS.state)),
};

/** Lenient, as autosave stores it: validateStep2 checks spec §5. The date pickers store a month's first day. */
export const Address = z.object({
  ...addressFields,
  FromDate: z.optional(DraftDate),
  ToDate: z.optional(DraftDate),
});
export type Address = z.infer<typeof Address>;

/** Used when `_postalSame` is not ticked. */
export const PostalAddress = z.object(addressFields);
export type PostalAddress = z.infer<typeof PostalAddress>;
