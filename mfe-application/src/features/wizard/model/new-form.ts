import { APP_TYPE, AUSTRALIA, PRODUCT, PRODUCT_NAME, SITE, WHITE_SUBTYPE, withArticle, type Company } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/api';
import { emptyApplicantDraft } from 'shared-contracts/wizard-first-screen';

/** The query parameters of new-form step 1 (spec §2). */
export const NEW_FORM_FLAGS = ['renew', `white_${PRODUCT}`, 'job_ready', 'student_and_staff', 'member'] as const;
export type NewFormFlag = (typeof NEW_FORM_FLAGS)[number];

const isOn = (params: URLSearchParams, name: string) => {
  const v = params.get(name);
  return v !== null && v !== '0' && v !== 'false';
};

/**
 * A fresh draft for new-form step 1 (spec §2: "resets the user and starts a fresh form") shaped by its query
 * parameters: renew → a renewal; white_msic → a white card; job_ready → the job-ready site with a 2-year card;
 * student_and_staff and member → the landing page's preset operational need (OpNeed).
 */
export function freshDraft(company: Company, params: URLSearchParams, system?: ApplicantDraft['_system']): ApplicantDraft {
  const draft: ApplicantDraft = { ...emptyApplicantDraft(), _address: [{ Country: AUSTRALIA }], Site: company.defaultSite, _company: company.id, ...(system ? { _system: system } : {}) };
  if (company.cardTypes.length === 1) draft._cardType = company.cardTypes[0];
  if (company.sponsored && company.preferredSubtype) draft._companyPreference = company.preferredSubtype;
  if (isOn(params, 'renew')) Object.assign(draft, { Apptype: APP_TYPE.renewal, _renew: true });
  if (isOn(params, `white_${PRODUCT}`)) draft.Appsubtype = WHITE_SUBTYPE;
  if (isOn(params, 'job_ready') && company.offersJobReady) Object.assign(draft, { Site: SITE.assetJobReady, Appsubtype: '2' });
  if (isOn(params, 'student_and_staff')) draft.OpNeed = 'student_and_staff';
  if (isOn(params, 'member')) draft.OpNeed = 'member';
  return draft;
}

/** The card named in headings: the draft's card type, else the company's. */
export function cardTypeName(draft: ApplicantDraft | null, company: Company): string {
  return draft?._cardType ?? (company.cardTypes.length === 1 ? company.cardTypes[0]! : PRODUCT_NAME);
}

/**
 * The page heading of spec §2 for the draft, in the variant's card words (issue 39: an MSIC-only job-ready site said
 * "Job Ready ASIC or MSIC"): the white and job-ready headings name the card chosen, else the variant's cards.
 */
export function wizardHeading(draft: ApplicantDraft | null, company: Company): string {
  const card = cardTypeName(draft, company);
  const cards = draft?._cardType ?? company.cardTypes.join(' or ');
  const jobReady = (draft?.Site ?? company.defaultSite) === SITE.assetJobReady;
  if (draft?.Appsubtype === WHITE_SUBTYPE && !jobReady) return `Apply for a White ${cards} Card`;
  if (jobReady) return `Apply for a Job Ready ${cards}`;
  if (draft?.Apptype === APP_TYPE.renewal || draft?._renew) return `Renew your ${card} Card`;
  return `Apply for ${withArticle(card)} Card`;
}

/** The browser, recorded with the form to help support (`_system`). */
export function systemInfo(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): NonNullable<ApplicantDraft['_system']> {
  const browser = /Firefox\/([\d.]+)/.exec(userAgent) ?? /Edg\/([\d.]+)/.exec(userAgent) ?? /Chrom(?:e|ium)\/([\d.]+)/.exec(userAgent) ?? /Version\/([\d.]+).*Safari/.exec(userAgent);
  const name = browser ? (browser[0].split('/')[0] === 'Version' ? 'Safari' : browser[0].split('/')[0]!) : 'Unknown';
  const os = /Windows/.test(userAgent) ? 'Windows' : /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Mac OS X/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : 'Unknown';
  const device = /Mobi|iPhone|Android/.test(userAgent) ? 'mobile' : 'desktop';
  return { browser: name.slice(0, 100), version: (browser?.[1] ?? '').slice(0, 100), device, OS: os };
}
