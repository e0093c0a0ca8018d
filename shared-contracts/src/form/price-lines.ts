import { ACCESS_CARD_ID, type CardKind } from '../kernel/constants';
import type { ApplicantDraft } from './applicant-draft';
import type { Company, PriceKey } from '../kernel/companies/company';
import { gstInclusive } from '../kernel/companies/prices';
import { computeSummaryPrice, priceKeyFor } from './summary-price';

type PriceDraft = Pick<ApplicantDraft, 'Site' | 'Apptype' | 'Appsubtype' | 'AccessCardId' | 'ExtraData' | '_cardType'>;

interface PriceLineItem {
  description: string;
  amount: number;
}

export interface PriceBreakdown {
  lines: PriceLineItem[];
  gst: number;
  total: number;
}

const TERM_WORDS: Record<PriceKey, string> = {
  twoYear: '2-year card',
  otherYear: '4-year card',
  jobReady: 'Job Ready card',
  asicBased: 'card based on a current ASIC',
  provisional: 'provisional card (applicant under 18)',
};

export const cardKindFor = (company: Pick<Company, 'cardTypes'>, draft: Pick<ApplicantDraft, '_cardType'>): CardKind =>
  draft._cardType ?? (company.cardTypes[0] as CardKind);

/** The lines add up to the total. */
export function priceBreakdown(company: Company, draft: PriceDraft): PriceBreakdown {
  const price = computeSummaryPrice(company, draft);
  const lines: PriceLineItem[] = [];
  let card = price.total;
  const accessCard = company.prices.accessCard;
  const takesAccessCard = company.portVariant && accessCard !== null && draft.AccessCardId === ACCESS_CARD_ID;
  if (takesAccessCard) card -= accessCard.price;
  if (price.postOfficeFee) card -= price.postOfficeFee;
  lines.push({ description: `${cardKindFor(company, draft)} application, ${TERM_WORDS[priceKeyFor(draft)]}`, amount: card });
  if (takesAccessCard) lines.push({ description: 'Port access card', amount: accessCard.price });
  if (price.postOfficeFee) lines.push({ description: 'Australia Post lodgement fee', amount: price.postOfficeFee });
  // every GST of the total: the application's, and the post office fee's
  return { lines, gst: price.gst + (price.postOfficeFee ? gstInclusive(price.postOfficeFee).gst : 0), total: price.total };
}
