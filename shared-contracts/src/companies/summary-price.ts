import { ACCESS_CARD_ID, APP_TYPE, SITE } from '../constants';
import type { ApplicantDraft } from '../schemas/applicant-draft';
import type { SummaryPrice } from '../schemas/summary-price';
import type { Company, PriceKey } from './company';

type PriceDraft = Pick<ApplicantDraft, 'Site' | 'Apptype' | 'Appsubtype' | 'AccessCardId' | 'ExtraData'>;

/**
 * Which site-data price applies to a draft: job-ready (Site 4), provisional (under 18), ASIC-based (Apptype A),
 * two-year (subtype 2) or other-year (any other subtype).
 */
export function priceKeyFor(draft: PriceDraft): PriceKey {
  if (draft.Site === SITE.assetJobReady) return 'jobReady';
  if (draft.ExtraData?.Provisional) return 'provisional';
  if (draft.Apptype === APP_TYPE.basedOnAsic) return 'asicBased';
  return draft.Appsubtype === '2' ? 'twoYear' : 'otherYear';
}

/** The postal-service prices apply to the auspost company and to the auspost lodgement option. */
export const usesPostalPrices = (company: Company, draft: PriceDraft): boolean =>
  company.id === 'auspost' || draft.ExtraData?.lodgementOption === 'auspost';

/**
 * The price of spec §9: "The price shown is total less GST (and less the fee for auspost)". The port variants'
 * base includes the access card; its price and GST are deducted when the applicant does not take it
 * (AccessCardId other than 19). Amounts in cents.
 */
export function computeSummaryPrice(company: Company, draft: PriceDraft): SummaryPrice {
  const key = priceKeyFor(draft);
  const postal = usesPostalPrices(company, draft);
  const line = postal ? company.prices.postal[key] : company.prices[key];
  let total = line.price;
  let gst = line.gst;
  const accessCard = company.prices.accessCard;
  if (company.portVariant && accessCard && draft.AccessCardId !== ACCESS_CARD_ID) {
    total -= accessCard.price;
    gst -= accessCard.gst;
  }
  if (!postal) return { price: total - gst, gst, total };
  const fee = company.prices.postOfficeFee;
  return { price: total - gst - fee, gst, total, postOfficeFee: fee };
}

/** Cents as dollars for display: 27000 → '$270.00'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-AU');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
