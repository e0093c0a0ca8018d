import { SITE } from '../constants';
import { PRODUCT_NAME } from '../product';
import { cardWording, type Company } from './company';

export type CardSector = 'maritime' | 'aviation' | 'both';

/** The words a page, a title or a mail uses for a company's cards; pages are written per sector, not substituted. */
export interface CardWords {
  sector: CardSector;
  /** 'MSIC', 'ASIC' or 'MSIC or ASIC' (with 'Job Ready' before it for the job-ready variants) */
  cards: string;
  /** the card's name spelled out once, for a first mention */
  cardName: string;
  /** where the card lets its holder go without an escort */
  zones: string;
  /** the industry, as an adjective: 'maritime', 'aviation', 'maritime and aviation' */
  industry: string;
}

const SECTOR_WORDS: Record<CardSector, Omit<CardWords, 'sector' | 'cards'>> = {
  maritime: {
    cardName: `Maritime Security Identification Card (${PRODUCT_NAME})`,
    zones: 'the maritime security zones of ports, regulated ships and offshore facilities',
    industry: 'maritime',
  },
  aviation: {
    cardName: 'Aviation Security Identification Card (ASIC)',
    zones: 'the secure areas of security controlled airports',
    industry: 'aviation',
  },
  both: {
    cardName: `Maritime or Aviation Security Identification Card (${PRODUCT_NAME} or ASIC)`,
    zones: 'the maritime security zones of ports and offshore facilities, or the secure areas of security controlled airports',
    industry: 'maritime and aviation',
  },
};

export function cardSector(company: Pick<Company, 'cardTypes'>): CardSector {
  const maritime = company.cardTypes.includes(PRODUCT_NAME);
  const aviation = company.cardTypes.includes('ASIC');
  return maritime && aviation ? 'both' : aviation ? 'aviation' : 'maritime';
}

export function cardWords(company: Pick<Company, 'cardTypes' | 'defaultSite'>): CardWords {
  const sector = cardSector(company);
  return { sector, cards: cardWording(company), ...SECTOR_WORDS[sector] };
}

/** The versions of the site's content (mfe-content/content/pages/<page>.<variant>.md). */
export const CONTENT_VARIANTS = ['maritime', 'aviation', 'both', 'job-ready-maritime', 'job-ready-aviation'] as const;
export type ContentVariant = (typeof CONTENT_VARIANTS)[number];

export function contentVariant(company: Pick<Company, 'cardTypes' | 'defaultSite'>): ContentVariant {
  const sector = cardSector(company);
  if (company.defaultSite === SITE.assetJobReady) return sector === 'aviation' ? 'job-ready-aviation' : 'job-ready-maritime';
  return sector;
}

/** The order in which a content variant falls back to a less specific page when it has none of its own. */
export const CONTENT_FALLBACKS: Record<ContentVariant, readonly ContentVariant[]> = {
  maritime: ['maritime'],
  aviation: ['aviation'],
  both: ['both'],
  'job-ready-maritime': ['job-ready-maritime', 'maritime'],
  'job-ready-aviation': ['job-ready-aviation', 'aviation'],
};

/** "an" before a vowel sound, which the card initialisms have ("an MSIC": em-sic), "a" otherwise ("a blue MSIC"). */
export function withArticle(phrase: string): string {
  const text = phrase.trim();
  // an initialism is read letter by letter: A, E, F, H, I, L, M, N, O, R, S and X start with a vowel sound
  const initialism = /^[A-Z]{2,}\b/.test(text);
  const vowelSound = initialism ? /^[AEFHILMNORSX]/.test(text) : /^[aeiou]/i.test(text);
  return `${vowelSound ? 'an' : 'a'} ${text}`;
}
