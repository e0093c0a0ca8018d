import { SITE, type AppSubtype, type CardKind, type LodgementOptionId, type SiteValue } from '../constants';
import { PRODUCT, PRODUCT_NAME } from '../product';

/**
 * The company (site) variants of spec §1 and §9. The value is a contract: it travels in the `Company` header,
 * is stored with every form (`_company`) and selects views, steps, prices and theme.
 */
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

/** The time zones of the variants' offices (decision 073). */
export const AUSTRALIAN_TIME_ZONES = ['Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane', 'Australia/Perth', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin'] as const;
export type AustralianTimeZone = (typeof AUSTRALIAN_TIME_ZONES)[number];

/** Step names of the steps bar (spec §2). */
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

/** Which screen each variant uses (spec §2 "Screens"). */
export interface CompanyViews {
  /** standard: card type and employer or operational need; asset: summary and payment; spa: employment, operational need and card type */
  step3: 'card-and-employer' | 'summary-payment' | 'spa-employment';
  /** standard: summary and confirm; spa: summary and payment; asset variants have no step 4 */
  step4: 'summary-confirm' | 'spa-summary-payment' | null;
  /** the port-authority screens are spa's alternate enrolment and player screens (spec §2) */
  enrolment: 'standard' | 'port-authority';
  player: 'standard' | 'port-authority';
}

/** An amount including GST, and the GST in it, in cents (AUD). */
export interface PriceLine {
  price: number;
  gst: number;
}

export const PRICE_KEYS = ['twoYear', 'otherYear', 'jobReady', 'asicBased', 'provisional'] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];

/**
 * Site data prices (spec §9): two-year and other-year card, job-ready, ASIC-based and provisional prices with
 * their GST; the postal-service variants of the same, a post office fee (deducted for auspost), and an access
 * card price (deducted for the port variants when the applicant does not take the access card).
 */
export interface SitePrices extends Record<PriceKey, PriceLine> {
  postal: Record<PriceKey, PriceLine>;
  postOfficeFee: number;
  accessCard: PriceLine | null;
}

/** A Mantine-compatible theme of the company's branding. */
export interface CompanyTheme {
  /** 10 shades of the primary colour, lightest first */
  primary: readonly [string, string, string, string, string, string, string, string, string, string];
  /** the shade used for filled buttons and links (white text on it, and it on the background, are >= 4.5:1) */
  primaryShade: number;
  text: string;
  background: string;
  fontFamily: string;
  headingFontFamily: string;
  /** the wordmark shown in the header */
  logoText: string;
  /** 1 to 3 letters drawn on the favicon (favicon.ts builds the SVG from them and the primary colour) */
  monogram: string;
}

/** What the home page offers, in order (the content remote words each task with the company's card wording). */
export const HOME_TASKS = ['apply', 'applyJobReady', 'renew', 'track', 'inductionEnrolment'] as const;
export type HomeTask = (typeof HOME_TASKS)[number];

export interface Company {
  id: CompanyId;
  /** display name */
  name: string;
  cardTypes: readonly CardKind[];
  steps: readonly StepName[];
  views: CompanyViews;
  lodgementOptions: readonly LodgementOptionId[];
  /** pays by card in the wizard (the others are invoiced or pay at lodgement) */
  paysOnline: boolean;
  /**
   * a port-authority induction variant (spec §1): offers induction-only enrolment from its home page and takes
   * its inductions on its own site (spec §4: the player does not redirect it to the induction's domain)
   */
  inductionOnly: boolean;
  /** a port-authority variant: the base price includes the port access card */
  portVariant: boolean;
  /**
   * lodges through the postal service (spec §9: auspost): the postal-service prices always apply and the post
   * office fee is deducted from the price shown; for the other companies only the auspost lodgement option does so
   */
  postalService: boolean;
  /** applicants are sponsored by the company: card type options are hidden and the preference is used */
  sponsored: boolean;
  preferredSubtype: Extract<AppSubtype, '2' | '4'> | null;
  /** Site of a new form: 4 for the asset (job-ready) variants, 0 (operational need) otherwise */
  defaultSite: SiteValue;
  /**
   * a Job Ready card (Site 4: no employer yet, no operational need) of the variant's cards may be applied for: the
   * asset variants are nothing else, the direct sites offer it beside the standard card; a company account
   * (sponsored) or a port authority's applicants are employed, and an airport issues no Job Ready MSIC (issue 39)
   */
  offersJobReady: boolean;
  supportPhone: string;
  /**
   * The IANA time zone the variant's office works in: every date the product prints of a moment (submitted, paid,
   * signed, completed, a link's end) is that day there, on the site, in mails and in PDFs (`formatDate`), and the
   * date rules (age, expiry) count from today there (decision 073)
   */
  timeZone: AustralianTimeZone;
  prices: SitePrices;
  theme: CompanyTheme;
  /** the tasks of the home page, in order */
  homeTasks: readonly HomeTask[];
}

/**
 * The cards a company issues as its pages word them (spec §2 headings, §9 card types): 'MSIC', 'ASIC' or
 * 'MSIC or ASIC', with 'Job Ready' before it for the asset (job-ready, Site 4) variants.
 */
export function cardWording(company: Pick<Company, 'cardTypes' | 'defaultSite'>): string {
  const cards = company.cardTypes.join(' or ');
  return company.defaultSite === SITE.assetJobReady ? `Job Ready ${cards}` : cards;
}
