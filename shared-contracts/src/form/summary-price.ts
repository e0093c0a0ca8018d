import { ACCESS_CARD_ID, APP_TYPE, SITE, type LodgementOptionId } from '../kernel/constants';
import type { ApplicantDraft } from './applicant-draft';
import type { SummaryPrice } from './summary-price-schema';
import type { Company, PriceKey } from '../kernel/companies/company';

type PriceDraft = Pick<ApplicantDraft, 'Site' | 'Apptype' | 'Appsubtype' | 'AccessCardId' | 'ExtraData'>;

export function priceKeyFor(draft: PriceDraft): PriceKey {
  if (draft.Site === SITE.assetJobReady) return 'jobReady';
  if (draft.ExtraData?.Provisional) return 'provisional';
  if (draft.Apptype === APP_TYPE.basedOnAsic) return 'asicBased';
  return draft.Appsubtype === '2' ? 'twoYear' : 'otherYear';
}

const POSTAL_LODGEMENT_OPTIONS: readonly LodgementOptionId[] = ['auspost'];

const lodgedByPost = (draft: PriceDraft): boolean => {
  const option = draft.ExtraData?.lodgementOption;
  return option !== undefined && POSTAL_LODGEMENT_OPTIONS.includes(option);
};

export const usesPostalPrices = (company: Company, draft: PriceDraft): boolean => company.postalService || lodgedByPost(draft);

export const paysOnlineNow = (company: Company, draft: PriceDraft): boolean => paymentArrangement(company, draft) === 'card-online';

/** Decided once: the wizard, the status page, the mails and the invoice all say what this says. */
export const PAYMENT_ARRANGEMENTS = ['company-account', 'card-online', 'post-office', 'at-lodgement'] as const;
export type PaymentArrangement = (typeof PAYMENT_ARRANGEMENTS)[number];

export function paymentArrangement(company: Company, draft: PriceDraft): PaymentArrangement {
  if (company.sponsored) return 'company-account';
  if (lodgedByPost(draft) || company.postalService) return 'post-office';
  return company.paysOnline ? 'card-online' : 'at-lodgement';
}

/** Spec §9. The port variants' base includes the access card. Lodged at a post office: price + gst + fee = total. */
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
