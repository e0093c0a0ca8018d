import * as z from 'zod/mini';
import { CARD_KINDS, LODGEMENT_OPTIONS, OPERATIONAL_NEED_COLOURS } from 'shared-contracts';
import { Id, printable, printableText } from '../rules/common';

/** Spec §3 */
export const OperationalNeed = z.object({
  Id,
  Colour: z.enum(OPERATIONAL_NEED_COLOURS),
  Reason: printableText(2000),
  ShortReason: printable(200),
  /** its OperationalNeedCategory */
  category: z.nullable(Id),
  adminOnly: z.boolean(),
  /** the card the need is a reason for */
  cardType: z.optional(z.enum(CARD_KINDS)),
});
export type OperationalNeed = z.infer<typeof OperationalNeed>;

/** Shape not shown in the spec. */
export const OperationalNeedReason = z.object({
  Id,
  Reason: printableText(2000),
  ShortReason: printable(200),
});
export type OperationalNeedReason = z.infer<typeof OperationalNeedReason>;

/** Shape not shown in the spec. */
export const OperationalNeedCategory = z.object({
  Id,
  Name: printable(100),
  Description: z.optional(printable(500)),
  CardType: z.optional(z.enum(CARD_KINDS)),
});
export type OperationalNeedCategory = z.infer<typeof OperationalNeedCategory>;

/** Shape not shown in the spec. ExtraData.OpNeedAccessFreq holds the Id. */
export const AccessFrequencyOption = z.object({
  Id,
  Name: printable(100),
});
export type AccessFrequencyOption = z.infer<typeof AccessFrequencyOption>;

/** Shape not shown in the spec; `price` in cents when the option costs extra. */
export const LodgementOption = z.object({
  Id: z.enum(LODGEMENT_OPTIONS),
  Name: printable(100),
  Description: printableText(1000),
  available: z.boolean(),
  price: z.optional(z.int().check(z.minimum(0))),
});
export type LodgementOption = z.infer<typeof LodgementOption>;
