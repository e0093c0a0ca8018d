import * as z from 'zod/mini';

const Cents = z.int().check(z.minimum(0));

/**
 * The price of spec §3 and §9, every amount in cents (AUD). `total` includes GST; `price` is the total less GST
 * (and less the post office fee for auspost); `postOfficeFee` is set only when it was deducted.
 */
export const SummaryPrice = z.object({
  price: Cents,
  gst: Cents,
  total: Cents,
  postOfficeFee: z.optional(Cents),
});
export type SummaryPrice = z.infer<typeof SummaryPrice>;
