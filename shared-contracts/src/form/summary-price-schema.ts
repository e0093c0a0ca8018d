import * as z from 'zod/mini';

const Cents = z.int().check(z.minimum(0));

/** Spec §3 and §9, in cents. */
export const SummaryPrice = z.object({
  price: Cents,
  gst: Cents,
  total: Cents,
  postOfficeFee: z.optional(Cents),
});
export type SummaryPrice = z.infer<typeof SummaryPrice>;
