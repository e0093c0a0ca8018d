import { SITE, type AppSubtype, type CardKind, type LodgementOptionId, type SiteValue } from '../constants';
import { PRODUCT, PRODUCT_NAME } from '../product';
import type { AustralianTimeZone } from '../dates';

/** Spec §1, §9. The value travels in the `Company` header and is stored with every form (`_company`). */
export const COMPANY_IDS = [
  PRODUCT,
  'asic',
  'auspost',
  'chcheli',
  'asset-asic',
  `asset-${PRODUCT}`,
  'adg',
  'sfc',
  'bne',
  'toll',
  'spa',
  'tasports',
  'mwpa',
] as const;
export type CompanyId = (typeof COMPANY_IDS)[number];
export const DEFAULT_COMPANY: CompanyId = PRODUCT;

export const isCompanyId = (value: unknown): value is CompanyId => typeof value === 'string' && (COMPANY_IDS as readonly string[]).includes(value);


/** Spec §2 */
export const STEP_NAMES = {
  personal: 'Personal & Contact Details',
  addresses: 'Address History',
  cardAndEmployer: `${PRODUCT_NAME}/ASIC & Employer Details`,
  summary: 'Summary & Confirm',
} as const;
export type StepName = (typeof STEP_NAMES)[keyof typeof STEP_NAMES];
export const FOUR_STEPS = [STEP_NAMES.personal, STEP_NAMES.addresses, STEP_NAMES.cardAndEmployer, STEP_NAMES.summary] as const;
/** The asset (job-ready) variants have 3 steps: step 3 is the summary and payment. */
export const THREE_STEPS = [STEP_NAMES.personal, STEP_NAMES.addresses, STEP_NAMES.summary] as const;

/** Spec §2 "Screens" */
export interface CompanyViews {
  step3: 'card-and-employer' | 'summary-payment' | 'spa-employment';
  step4: 'summary-confirm' | 'spa-summary-payment' | null;
  enrolment: 'standard' | 'port-authority';
  player: 'standard' | 'port-authority';
}

/** In cents (AUD), GST included. */
export interface PriceLine {
  price: number;
  gst: number;
}

export const PRICE_KEYS = ['twoYear', 'otherYear', 'jobReady', 'asicBased', 'provisional'] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];

/** Spec §9. The access card price is deducted for the port variants when the applicant does not take the card. */
export interface SitePrices extends Record<PriceKey, PriceLine> {
  postal: Record<PriceKey, PriceLine>;
  postOfficeFee: number;
  accessCard: PriceLine | null;
}

export interface CompanyTheme {
  /** 10 shades of the primary colour, lightest first */
  primary: readonly [string, string, string, string, string, string, string, string, string, string];
  /** the shade used for filled buttons and links (white text on it, and it on the background, are >= 4.5:1) */
  primaryShade: number;
  text: string;
  background: string;
  fontFamily: string;
  headingFontFamily: string;
  logoText: string;
  /** 1 to 3 letters drawn on the favicon */
  monogram: string;
}

export const HOME_TASKS = ['apply', 'applyJobReady', 'renew', 'track', 'inductionEnrolment'] as const;
export type HomeTask = (typeof HOME_TASKS)[number];

export interface Company {
  id: CompanyId;
  name: string;
  cardTypes: readonly CardKind[];
  steps: readonly StepName[];
  views: CompanyViews;
  lodgementOptions: readonly LodgementOptionId[];
  /** pays by card in the wizard (the others are invoiced or pay at lodgement) */
  paysOnline: boolean;
  /** spec §1, §4: offers induction-only enrolment, and takes its inductions on its own site */
  inductionOnly: boolean;
  /** the base price includes the port access card */
  portVariant: boolean;
  /** spec §9: the postal-service prices always apply; for the others only the auspost lodgement option does so */
  postalService: boolean;
  /** card type options are hidden and the preference is used */
  sponsored: boolean;
  preferredSubtype: Extract<AppSubtype, '2' | '4'> | null;
  defaultSite: SiteValue;
  /** a company account's or a port authority's applicants are employed, and an airport issues no Job Ready MSIC */
  offersJobReady: boolean;
  supportPhone: string;
  /** of the variant's office: dates of moments print as that day there, and the date rules count from today there */
  timeZone: AustralianTimeZone;
  prices: SitePrices;
  theme: CompanyTheme;
  homeTasks: readonly HomeTask[];
}

/** 'MSIC', 'ASIC' or 'MSIC or ASIC', with 'Job Ready' before it for the asset variants (spec §2 headings). */
export function cardWording(company: Pick<Company, 'cardTypes' | 'defaultSite'>): string {
  const cards = company.cardTypes.join(' or ');
  return company.defaultSite === SITE.assetJobReady ? `Job Ready ${cards}` : cards;
}
