import type { PriceKey, PriceLine, SitePrices } from './company';

// The spec does not give the figures (§9 "Price values are not shown"); these are realistic AUD amounts in cents.
/** GST is one eleventh of a GST-inclusive amount, rounded to the cent. */
export const gstInclusive = (cents: number): PriceLine => ({ price: cents, gst: Math.round(cents / 11) });

type Amounts = Record<PriceKey, number>;

/** A postal price is the price plus the post office fee, GST too, so the summary, invoice and status page add up. */
function sitePrices(base: Amounts, postOfficeFee: number, accessCard: number | null): SitePrices {
  const lines = (amounts: Amounts) =>
    ({
      twoYear: gstInclusive(amounts.twoYear),
      otherYear: gstInclusive(amounts.otherYear),
      jobReady: gstInclusive(amounts.jobReady),
      asicBased: gstInclusive(amounts.asicBased),
      provisional: gstInclusive(amounts.provisional),
    }) satisfies Record<PriceKey, PriceLine>;
  const fee = gstInclusive(postOfficeFee);
  const withFee = (line: PriceLine): PriceLine => ({ price: line.price + fee.price, gst: line.gst + fee.gst });
  const own = lines(base);
  const postal = Object.fromEntries(Object.entries(own).map(([key, line]) => [key, withFee(line)])) as Record<PriceKey, PriceLine>;
  return { ...own, postal, postOfficeFee, accessCard: accessCard === null ? null : gstInclusive(accessCard) };
}

export const MSIC_PRICES = sitePrices({ twoYear: 27_000, otherYear: 35_500, jobReady: 19_500, asicBased: 16_500, provisional: 14_500 }, 2_000, null);
export const ASIC_PRICES = sitePrices({ twoYear: 28_500, otherYear: 37_000, jobReady: 20_500, asicBased: 16_500, provisional: 15_500 }, 2_000, null);
/** Corporate accounts (sponsored variants). */
export const CORPORATE_PRICES = sitePrices({ twoYear: 25_000, otherYear: 33_000, jobReady: 18_000, asicBased: 15_000, provisional: 13_500 }, 2_000, null);
export const JOB_READY_PRICES = sitePrices({ twoYear: 27_000, otherYear: 35_500, jobReady: 19_500, asicBased: 16_500, provisional: 14_500 }, 2_000, null);
/** The base includes the port access card ($55). */
export const PORT_PRICES = sitePrices({ twoYear: 32_500, otherYear: 41_000, jobReady: 25_000, asicBased: 22_000, provisional: 20_000 }, 2_000, 5_500);
