import * as z from 'zod/mini';
import { CARD_KINDS, LODGEMENT_OPTIONS, OPERATIONAL_NEED_COLOURS } from 'shared-contracts';
import { Id, printable, printableText } from '../rules/common';

/** An operational need (spec §3). Items 5 and 6 are admin-only (`adminOnly`). */
export const OperationalNeed = z.object({
  Id,
  Colour: z.enum(OPERATIONAL_NEED_COLOURS),
  Reason: printableText(2000),
  ShortReason: printable(200),
  /** id of its OperationalNeedCategory, null when uncategorised */
  category: z.nullable(Id),
  adminOnly: z.boolean(),
  /** the card the need is a reason for (issue 39): maritime reasons for an MSIC, aviation ones for an ASIC */
  cardType: z.optional(z.enum(CARD_KINDS)),
});
export type OperationalNeed = z.infer<typeof OperationalNeed>;

/** The answer of get-reason/{id}: the reason texts of one need. Shape not shown in the spec. */
export const OperationalNeedReason = z.object({
  Id,
  Reason: printableText(2000),
  ShortReason: printable(200),
});
export type OperationalNeedReason = z.infer<typeof OperationalNeedReason>;

/** A category of operational needs (shape not shown in the spec; chosen as id and name). */
export const OperationalNeedCategory = z.object({
  Id,
  Name: printable(100),
  Description: z.optional(printable(500)),
  /** the card whose needs the category groups (issue 39) */
  CardType: z.optional(z.enum(CARD_KINDS)),
});
export type OperationalNeedCategory = z.infer<typeof OperationalNeedCategory>;

/** An access frequency option (shape not shown in the spec; chosen as id and name). ExtraData.OpNeedAccessFreq holds the Id. */
export const AccessFrequencyOption = z.object({
  Id,
  Name: printable(100),
});
export type AccessFrequencyOption = z.infer<typeof AccessFrequencyOption>;

/**
 * A lodgement option offered to a person (shape not shown in the spec). Id is one of inperson, auspost,
 * asset-msic; price is in cents when the option costs extra.
 */
export const LodgementOption = z.object({
  Id: z.enum(LODGEMENT_OPTIONS),
  Name: printable(100),
  Description: printableText(1000),
  available: z.boolean(),
  price: z.optional(z.int().check(z.minimum(0))),
});
export type LodgementOption = z.infer<typeof LodgementOption>;
