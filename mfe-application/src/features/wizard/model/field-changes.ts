import type { Company } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/form';
import { isProvisionalApplicant } from 'shared-contracts/form';

export interface ChangeContext {
  today?: Date;
}

/** Asks when it changes a duration the form already has, or will not apply as chosen (decision 047). */
export function expiryNeedsConfirming(draft: ApplicantDraft, subtype: '2' | '4', ctx: ChangeContext = {}): boolean {
  const current = draft.Appsubtype;
  if (current === subtype) return false;
  if (confirmSubtype(draft, subtype, ctx).Appsubtype !== subtype) return true;
  return current === '2' || current === '4';
}

export function confirmSubtype(draft: ApplicantDraft, subtype: '2' | '4', ctx: ChangeContext = {}): ApplicantDraft {
  const provisional = draft.ExtraData?.Provisional === true || isProvisionalApplicant(draft.Birthdate, ctx.today ?? new Date());
  return { ...draft, Appsubtype: provisional && subtype === '4' ? '2' : subtype };
}

export function sponsoredSubtype(draft: ApplicantDraft, company: Company): ApplicantDraft['Appsubtype'] | undefined {
  if (!company.sponsored) return undefined;
  return draft._companyPreference ?? company.preferredSubtype ?? '2';
}
