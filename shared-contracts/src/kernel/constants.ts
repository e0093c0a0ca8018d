import { PRODUCT, PRODUCT_NAME } from './product';

/** Business constants and limits of spec §9, and the value lists of §3 that several packages need. */

// --- Timers (§9, §4) ---------------------------------------------------------------------------------------------

export const VERIFICATION_RESEND_SECONDS = 30;
/** Wrong codes that may be tried against one verification code before it is locked (the track screen says so). */
export const VERIFICATION_CODE_ATTEMPTS = 5;
/** The idle watcher starts after this much inactivity ... */
export const IDLE_START_SECONDS = 2;
/** ... and then the session times out after this many seconds. */
export const IDLE_TIMEOUT_SECONDS = 1800;
/** Induction audio that is not ready within this time shows the audio error and slides only. */
export const AUDIO_READY_TIMEOUT_MS = 10_000;
export const AUDIO_READY_POLL_MS = 500;
export const SLIDE_PROGRESS_CHECK_MS = 100;

// --- Form limits (§9, §5) ----------------------------------------------------------------------------------------

/** After this many failed autosaves the internet-connection modal is shown (once). */
export const FAILED_SAVE_THRESHOLD = 3;
export const ADDRESS_HISTORY_YEARS = 10;
/** Addresses kept when the first one already covers the history. */
export const MAX_ADDRESSES = 2;
export const MIN_OCCUPATION_WORDS = 10;
export const DEFAULT_MIN_WORDS = 10;
/** Applicants under it get a provisional card. */
export const ADULT_AGE = 18;
/** The registration year of a birth certificate must be greater than this. */
export const MIN_REGISTRATION_YEAR_EXCLUSIVE = 1929;

// --- Pickers and typeahead (§9) ----------------------------------------------------------------------------------

export const BIRTH_DATE_PICKER_START_YEARS_BACK = 13;
export const EXPIRY_END_YEARS_AHEAD = 4;
export const DEFAULT_SELECTOR_RANGE_YEARS = 50;
export const TYPEAHEAD_MIN_CHARS = 2;
export const TYPEAHEAD_LIMIT = 5;

// --- Application values (§3, §9) ---------------------------------------------------------------------------------

/** S standard, R renewal, A based on a current ASIC. */
export const APP_TYPE = { standard: 'S', renewal: 'R', basedOnAsic: 'A' } as const;
export const APP_TYPES = ['S', 'R', 'A'] as const;
export type AppType = (typeof APP_TYPES)[number];

export const WHITE_SUBTYPE = 'W' as const;
/** Every Appsubtype value seen: 2 or 4 years, W white; R and G also appear in stored forms. */
export const APP_SUBTYPES = ['2', '4', 'W', 'R', 'G'] as const;
export type AppSubtype = (typeof APP_SUBTYPES)[number];
/** Years a sponsor may sponsor an applicant for (operational-need form). */
export const SPONSORED_YEARS = [2, 4] as const;
export type SponsoredYears = (typeof SPONSORED_YEARS)[number];

/** 4 is the asset or job-ready variant, 0 means operational need. */
export const SITE = { operationalNeed: 0, assetJobReady: 4 } as const;
export const SITE_VALUES = [0, 4, 5, 6] as const;
export type SiteValue = (typeof SITE_VALUES)[number];

/** Company field of the draft: Y self-employed, N employed. */
export const SELF_EMPLOYED = { yes: 'Y', no: 'N' } as const;
export const SELF_EMPLOYED_VALUES = ['Y', 'N'] as const;

/** AccessCardId when the applicant chooses the port access card. */
export const ACCESS_CARD_ID = 19;

export const LODGEMENT_OPTIONS = ['inperson', 'auspost', `asset-${PRODUCT}`] as const;
export type LodgementOptionId = (typeof LODGEMENT_OPTIONS)[number];

/** ExtraData.OpNeedType values. */
export const OP_NEED_TYPES = ['employer', 'self employed', 'recreational', 'pilot', 'lame', 'private pilot', 'trainee pilot'] as const;
export type OpNeedType = (typeof OP_NEED_TYPES)[number];
/** Needs a signature and can download the operational-need letter (§6). */
export const PRIVATE_PILOT = 'private pilot' as const;

/** Operational-need items only an administrator may choose (§3, §6). */
export const ADMIN_ONLY_OPERATIONAL_NEED_IDS = [5, 6] as const;
export const OPERATIONAL_NEED_COLOURS = ['blue', 'white'] as const;

export const CARD_KINDS = [PRODUCT_NAME, 'ASIC'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** With the draft field holding that number. */
export const PREFERRED_CONTACTS = ['H', 'W', 'M'] as const;
export const PREFERRED_CONTACT_FIELD = { H: 'Homephonenumber', W: 'Workphonenumber', M: 'Mobilephonenumber' } as const;
export const PREFERRED_CONTACT_LABEL = { H: 'Home', W: 'Work', M: 'Mobile' } as const;

export const PREVIOUS_NAME_TYPES = ['Previous', 'Also known as', 'Maiden'] as const;

/** The Australian Government Guidelines on the Recognition of Sex and Gender: the spec names no values. */
export const GENDER_VALUES = ['M', 'F', 'X'] as const;
export type Gender = (typeof GENDER_VALUES)[number];
export const GENDER_LABELS: Record<Gender, string> = {
  M: 'Male',
  F: 'Female',
  X: 'Non-binary / indeterminate / unspecified',
};

// --- Places (§9) -------------------------------------------------------------------------------------------------

/** The 8 Australian states and territories: the employer state list is these (spec §9 "the first 8 states"). */
export const EMPLOYER_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AustralianStateCode = (typeof EMPLOYER_STATES)[number];
export const isAustralianState = (code: unknown): code is AustralianStateCode => typeof code === 'string' && (EMPLOYER_STATES as readonly string[]).includes(code);
/** States, then OV (overseas) which only the ID document uses. */
export const STATES = [...EMPLOYER_STATES, 'OV'] as const;
export type StateCode = (typeof STATES)[number];
export const STATE_NAMES: Record<StateCode, string> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
  OV: 'Overseas',
};
/** The country value that switches on the Australian rules (postcode digits, state list, ID type). */
export const AUSTRALIA = 'Australia' as const;

/** Regional ports of the regional operational-need form (port-access field). */
export const REGIONAL_PORTS = ['Bunbury', 'Albany', 'Esperance'] as const;
export type RegionalPort = (typeof REGIONAL_PORTS)[number];

// --- Status and tracking (§4, §9) --------------------------------------------------------------------------------

/** A card is assumed picked up this many days after dispatch. */
export const CARD_PICKUP_DAYS = 30;
/** The numeric people id is the tracking number's digits minus this offset. */
export const TRACKING_NUMBER_OFFSET = 1500;
/** AusCheck decision that means "contact our office". */
export const DECISION_NOT_APPROVED = 'N' as const;

// --- Signature (§5, §9) ------------------------------------------------------------------------------------------

/** A signature is valid only if its strokes' bounding box has width plus height greater than this (px). */
export const SIGNATURE_MIN_EXTENT_PX = 50;

// --- Induction (§9) ----------------------------------------------------------------------------------------------

/** Programme 1, module 0 has a second page whose answers are 7, 8 and 6. */
export const INDUCTION_SECOND_PAGE = { programId: 1, moduleIndex: 0, answers: [7, 8, 6] } as const;
/** Inductions offered at induction-only enrolment. */
export const ENROLMENT_INDUCTION_IDS = [1, 7] as const;
/** The security awareness induction of each card; a company's own induction (spa's, 7) comes beside it. */
export const CARD_INDUCTION: Readonly<Record<CardKind, number>> = { [PRODUCT_NAME]: 1, ASIC: 2 } as Record<CardKind, number>;
export const INDUCTION_QUESTION_TYPES = ['radio', 'checkbox', 'skip', 'declaration', 'slides'] as const;

// --- Identity documents (§9) -------------------------------------------------------------------------------------

export const ID_TYPE = {
  birthCertificate: 4,
  citizenship: 5,
  descent: 6,
  immicard: 7,
  visa: 8,
  protectionVisa: 9,
} as const;
export type IdTypeId = (typeof ID_TYPE)[keyof typeof ID_TYPE];
export const ID_TYPE_IDS = Object.values(ID_TYPE) as IdTypeId[];

/** A Tasmanian birth certificate of someone born before 1970, and an offshore visa. */
export const EXEMPTION_CODES = { tas1970: 'Tas1970', offshoreVisa: 'OffshoreVisa' } as const;
export const EXEMPTION_CODE_VALUES = ['Tas1970', 'OffshoreVisa'] as const;
export const TAS_EXEMPTION_BORN_BEFORE_YEAR = 1970;

// --- Airports (§5) -----------------------------------------------------------------------------------------------

/** An airport whose ASA type is this cannot be chosen. */
export const ASA_TYPE_DENIED = 'Denied' as const;

// --- Issuing bodies (§3, §9) -------------------------------------------------------------------------------------

const PRIORITY_ISSUING_BODY_CODES = ['VEP', 'VEA'] as const;
const OTHER_ISSUING_BODY_CODE = 'OTHER' as const;

/** VEP, then VEA, then the rest by name, then OTHER. */
export function sortIssuingBodies<T extends { Code: string; Name?: string }>(bodies: readonly T[]): T[] {
  const rank = (code: string): number => {
    const upper = code.toUpperCase();
    const priority = (PRIORITY_ISSUING_BODY_CODES as readonly string[]).indexOf(upper);
    if (priority >= 0) return priority;
    return upper === OTHER_ISSUING_BODY_CODE ? PRIORITY_ISSUING_BODY_CODES.length + 1 : PRIORITY_ISSUING_BODY_CODES.length;
  };
  return [...bodies].sort((a, b) => rank(a.Code) - rank(b.Code) || (a.Name ?? a.Code).localeCompare(b.Name ?? b.Code));
}

// --- Dates (§9) --------------------------------------------------------------------------------------------------

/** e.g. 5 Mar 2024 */
export const DATE_FORMAT = 'd MMM yyyy' as const;
/** e.g. Mar 2024 (address history) */
export const MONTH_YEAR_FORMAT = 'MMM yyyy' as const;

// --- Auth and headers (§6, §7, §9) -------------------------------------------------------------------------------

export const BEARER_PREFIX = 'Bearer ' as const;
export const AUTH_HEADER = 'Authorization' as const;
export const COMPANY_HEADER = 'Company' as const;
export const WEBSITE_TYPE_HEADER = 'WebsiteType' as const;
export const FORM_KEY_HEADER = 'FormKey' as const;
export const TOKEN_STORAGE_KEY = 'token' as const;
export const FORM_KEY_STORAGE_KEY = 'formKey' as const;
/** A query parameter with this name on any page is stored as the form key (§2). */
export const FORM_KEY_QUERY_PARAM = 'key' as const;

/** Login error codes of a 401 (§8). */
export const LOGIN_ERROR_CODES = {
  invalidVerification: 'invalid_verification',
  expiredVerification: 'expired_verification',
  redacted: 'redacted',
} as const;

/** A random id or key of a link (an emailed link's random id, an induction player's key): base64url characters. */
export const RANDOM_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
