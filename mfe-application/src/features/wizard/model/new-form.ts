import { APP_TYPE, AUSTRALIA, PRODUCT, PRODUCT_NAME, SITE, WHITE_SUBTYPE, withArticle, type Company } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/form';
import { emptyApplicantDraft } from 'shared-contracts/form';

const isOn = (params: URLSearchParams, name: string) => {
  const v = params.get(name);
  return v !== null && v !== '0' && v !== 'false';
};

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

export function wizardHeading(draft: ApplicantDraft | null, company: Company): string {
  const card = draft?._cardType ?? (company.cardTypes.length === 1 ? company.cardTypes[0]! : PRODUCT_NAME);
  const cards = draft?._cardType ?? company.cardTypes.join(' or ');
  const jobReady = (draft?.Site ?? company.defaultSite) === SITE.assetJobReady;
  if (draft?.Appsubtype === WHITE_SUBTYPE && !jobReady) return `Apply for a White ${cards} Card`;
  if (jobReady) return `Apply for a Job Ready ${cards}`;
  if (draft?.Apptype === APP_TYPE.renewal || draft?._renew) return `Renew your ${card} Card`;
  return `Apply for ${withArticle(card)} Card`;
}

export function systemInfo(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): NonNullable<ApplicantDraft['_system']> {
  const browser = /Firefox\/([\d.]+)/.exec(userAgent) ?? /Edg\/([\d.]+)/.exec(userAgent) ?? /Chrom(?:e|ium)\/([\d.]+)/.exec(userAgent) ?? /Version\/([\d.]+).*Safari/.exec(userAgent);
  const name = browser ? (browser[0].split('/')[0] === 'Version' ? 'Safari' : browser[0].split('/')[0]!) : 'Unknown';
  const os = /Windows/.test(userAgent) ? 'Windows' : /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Mac OS X/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : 'Unknown';
  const device = /Mobi|iPhone|Android/.test(userAgent) ? 'mobile' : 'desktop';
  return { browser: name.slice(0, 100), version: (browser?.[1] ?? '').slice(0, 100), device, OS: os };
}
