import { PRODUCT_NAME } from '../product';
import { DEFAULT_COMPANY, FOUR_STEPS, isCompanyId, THREE_STEPS, type Company, type CompanyId, type CompanyViews, type HomeTask } from './company';
import { ASIC_PRICES, CORPORATE_PRICES, JOB_READY_PRICES, MSIC_PRICES, PORT_PRICES } from './prices';
import { THEMES } from './themes';

const STANDARD_VIEWS: CompanyViews = { step3: 'card-and-employer', step4: 'summary-confirm', enrolment: 'standard', player: 'standard' };
const ASSET_VIEWS: CompanyViews = { step3: 'summary-payment', step4: null, enrolment: 'standard', player: 'standard' };
const SPA_VIEWS: CompanyViews = { step3: 'spa-employment', step4: 'spa-summary-payment', enrolment: 'port-authority', player: 'port-authority' };

const STANDARD_HOME: readonly HomeTask[] = ['apply', 'renew', 'track'];
/** the job-ready programme takes new applicants only */
const JOB_READY_HOME: readonly HomeTask[] = ['applyJobReady', 'track'];
/** the port-authority induction variants put induction-only enrolment first */
const PORT_HOME: readonly HomeTask[] = ['inductionEnrolment', 'apply', 'renew', 'track'];

type KindFields = Omit<Company, 'id' | 'name' | 'cardTypes' | 'supportPhone' | 'timeZone' | 'theme'>;
/** a direct site: pays online, offers Job Ready beside the standard card */
const DIRECT: KindFields = {
  steps: FOUR_STEPS,
  views: STANDARD_VIEWS,
  lodgementOptions: ['inperson', 'auspost'],
  paysOnline: true,
  inductionOnly: false,
  portVariant: false,
  postalService: false,
  sponsored: false,
  preferredSubtype: null,
  defaultSite: 0,
  offersJobReady: true,
  prices: MSIC_PRICES,
  homeTasks: STANDARD_HOME,
};
/** a company account: its applicants are sponsored and invoiced */
const SPONSORED: KindFields = { ...DIRECT, paysOnline: false, sponsored: true, preferredSubtype: '4', offersJobReady: false, prices: CORPORATE_PRICES };
/** an asset (job-ready, Site 4) variant of three steps */
const ASSET: KindFields = { ...DIRECT, steps: THREE_STEPS, views: ASSET_VIEWS, lodgementOptions: ['asset-msic'], preferredSubtype: '2', defaultSite: 4, prices: JOB_READY_PRICES, homeTasks: JOB_READY_HOME };
/** a port-authority induction variant */
const PORT: KindFields = { ...DIRECT, lodgementOptions: ['inperson'], paysOnline: false, inductionOnly: true, portVariant: true, offersJobReady: false, prices: PORT_PRICES, homeTasks: PORT_HOME };

/** Keys in the order of `Company`. */
function company(id: CompanyId, kind: KindFields, { name, cardTypes, supportPhone, timeZone, ...own }: Pick<Company, 'name' | 'cardTypes' | 'supportPhone' | 'timeZone'> & Partial<KindFields>): Company {
  const { prices, homeTasks, ...fields } = { ...kind, ...own };
  return { id, name, cardTypes, ...fields, supportPhone, timeZone, prices, theme: THEMES[id], homeTasks };
}

/** Spec §1, §9. Support numbers are from the ranges ACMA reserves for fiction, so nobody real is rung from a test. */
export const COMPANIES: Record<CompanyId, Company> = {
  msic: company('msic', DIRECT, { name: `${PRODUCT_NAME} Card Online`, cardTypes: [PRODUCT_NAME], supportPhone: '1300 975 707', timeZone: 'Australia/Sydney' }),
  asic: company('asic', DIRECT, { name: 'ASIC Card Online', cardTypes: ['ASIC'], supportPhone: '1300 975 708', timeZone: 'Australia/Sydney', prices: ASIC_PRICES }),
  auspost: company('auspost', DIRECT, {
    name: `${PRODUCT_NAME} and ASIC at the Post Office`,
    cardTypes: [PRODUCT_NAME, 'ASIC'],
    supportPhone: '1300 975 709',
    timeZone: 'Australia/Melbourne',
    lodgementOptions: ['auspost'],
    paysOnline: false,
    postalService: true,
  }),
  chcheli: company('chcheli', SPONSORED, { name: 'CHC Helicopters', cardTypes: [PRODUCT_NAME, 'ASIC'], supportPhone: '(08) 5550 1210', timeZone: 'Australia/Perth' }),
  'asset-asic': company('asset-asic', ASSET, { name: 'Job Ready ASIC', cardTypes: ['ASIC'], supportPhone: '1800 975 707', timeZone: 'Australia/Sydney' }),
  'asset-msic': company('asset-msic', ASSET, { name: `Job Ready ${PRODUCT_NAME}`, cardTypes: [PRODUCT_NAME], supportPhone: '1800 975 708', timeZone: 'Australia/Sydney' }),
  adg: company('adg', SPONSORED, { name: 'ADG card services', cardTypes: [PRODUCT_NAME], supportPhone: '(02) 5550 1420', timeZone: 'Australia/Sydney' }),
  sfc: company('sfc', SPONSORED, { name: 'Sydney Ferries', cardTypes: [PRODUCT_NAME], supportPhone: '(02) 5550 1630', timeZone: 'Australia/Sydney', lodgementOptions: ['inperson'] }),
  bne: company('bne', SPONSORED, { name: 'Brisbane Airport', cardTypes: ['ASIC'], supportPhone: '(07) 5550 1840', timeZone: 'Australia/Brisbane', lodgementOptions: ['inperson'], preferredSubtype: '2' }),
  toll: company('toll', SPONSORED, { name: 'Toll Group card services', cardTypes: [PRODUCT_NAME, 'ASIC'], supportPhone: '(03) 5550 1050', timeZone: 'Australia/Melbourne' }),
  spa: company('spa', PORT, { name: 'Southern Ports Authority', cardTypes: [PRODUCT_NAME], supportPhone: '(08) 5550 1260', timeZone: 'Australia/Perth', views: SPA_VIEWS, paysOnline: true }),
  tasports: company('tasports', PORT, { name: 'TasPorts', cardTypes: [PRODUCT_NAME], supportPhone: '(03) 5550 1370', timeZone: 'Australia/Hobart' }),
  mwpa: company('mwpa', SPONSORED, { name: 'Mid West Ports Authority', cardTypes: [PRODUCT_NAME], supportPhone: '(08) 5550 1480', timeZone: 'Australia/Perth', lodgementOptions: ['inperson'] }),
};

/** Unknown values fall back to the default company (the header may carry anything). */
export function getCompany(id: string | null | undefined): Company {
  return isCompanyId(id) ? COMPANIES[id] : COMPANIES[DEFAULT_COMPANY];
}
