import { ACCESS_CARD_ID, APP_TYPE, SITE, type LodgementOptionId } from '../kernel/constants';
import type { ApplicantDraft } from './applicant-draft';
import type { SummaryPrice } from './summary-price-schema';
import type { Company, PriceKey } from '../kernel/companies/company';

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

/** Lodgement options lodged and paid over a post office counter: the postal-service prices and fee apply. */
export const POSTAL_LODGEMENT_OPTIONS: readonly LodgementOptionId[] = ['auspost'];

const lodgedByPost = (draft: PriceDraft): boolean => {
  const option = draft.ExtraData?.lodgementOption;
  return option !== undefined && POSTAL_LODGEMENT_OPTIONS.includes(option);
};

/** The postal-service prices apply to a postal-service company (auspost) and to the auspost lodgement option. */
export const usesPostalPrices = (company: Company, draft: PriceDraft): boolean => company.postalService || lodgedByPost(draft);

/**
 * Whether the applicant pays by card in the wizard: a company that takes payments online, unless the application
 * is lodged (and paid) at a post office. The wizard and the API's conversion both ask this.
 */
export const paysOnlineNow = (company: Company, draft: PriceDraft): boolean => paymentArrangement(company, draft) === 'card-online';

/**
 * How an application is paid for, once (issue 39: a sponsored applicant read "paid through the company account",
 * "Payment received: next step", a total to pay at lodgement and an invoice "to be paid when you lodge"):
 * - `company-account`: a sponsored company's applicants are charged to its account; they pay nothing;
 * - `card-online`: by card in the wizard, before submitting;
 * - `post-office`: at the post office counter where the application is lodged;
 * - `at-lodgement`: when the identity documents are checked in person.
 * The wizard, the status page, the mails and the invoice all say what this says.
 */
export const PAYMENT_ARRANGEMENTS = ['company-account', 'card-online', 'post-office', 'at-lodgement'] as const;
export type PaymentArrangement = (typeof PAYMENT_ARRANGEMENTS)[number];

export function paymentArrangement(company: Company, draft: PriceDraft): PaymentArrangement {
  if (company.sponsored) return 'company-account';
  if (lodgedByPost(draft) || company.postalService) return 'post-office';
  return company.paysOnline ? 'card-online' : 'at-lodgement';
}

/**
 * The price of spec §9: "The price shown is total less GST (and less the fee for auspost)". The port variants'
 * base includes the access card; its price and GST are deducted when the applicant does not take it
 * (AccessCardId other than 19). Lodged at a post office, the total is the application's plus the post office fee
 * (GST included), and `gst` is the application's GST: price + gst + fee = total, and the price is the in-person
 * one (issue 39). Amounts in cents.
 */
export function computeSummaryPrice(company: Company, draft: PriceDraft): SummaryPrice {
  const key = priceKeyFor(draft);
  const postal = usesPostalPrices(company, draft);
  const line = postal ? company.prices.postal[key] : company.prices[key];
  let total = line.price;
  let gst = company.prices[key].gst;
  const accessCard = company.prices.accessCard;
  if (company.portVariant && accessCard && draft.AccessCardId !== ACCESS_CARD_ID) {
    total -= accessCard.price;
    gst -= accessCard.gst;
  }
  if (!postal) return { price: total - gst, gst, total };
  const fee = company.prices.postOfficeFee;
  return { price: total - gst - fee, gst, total, postOfficeFee: fee };
}
