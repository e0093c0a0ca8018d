import type { Company } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/api';
import { isProvisionalApplicant } from 'shared-contracts/validators';

// The field-driven changes of spec §4 live once, in shared-contracts' draft model (deriveDraft), which the wizard
// applies on every change (model/derive-draft.ts). What stays here is what the screen does before a change: the
// expiry-year confirmation and the sponsored company's choice shown instead of the options.

export interface ChangeContext {
  today?: Date;
}

/**
 * Whether an expiry-year choice asks for confirmation first (spec §4 "expiry-year change confirmation",
 * docs/decisions/047): when it changes a duration the form already has (an earlier choice, or the one a rule set),
 * or when it will not be applied as chosen (a provisional applicant asking for 4 years gets 2). A first choice that
 * is applied as made is simply applied.
 */
export function expiryNeedsConfirming(draft: ApplicantDraft, subtype: '2' | '4', ctx: ChangeContext = {}): boolean {
  const current = draft.Appsubtype;
  if (current === subtype) return false;
  if (confirmSubtype(draft, subtype, ctx).Appsubtype !== subtype) return true;
  return current === '2' || current === '4';
}

/**
 * The expiry-year choice once confirmed in its modal (spec §4): a provisional applicant asking for 4 years is
 * forced to 2.
 */
export function confirmSubtype(draft: ApplicantDraft, subtype: '2' | '4', ctx: ChangeContext = {}): ApplicantDraft {
  const provisional = draft.ExtraData?.Provisional === true || isProvisionalApplicant(draft.Birthdate, ctx.today ?? new Date());
  return { ...draft, Appsubtype: provisional && subtype === '4' ? '2' : subtype };
}

/** Company-sponsored applicants do not choose: the subtype options are hidden and the company preference is used (spec §4). */
export function sponsoredSubtype(draft: ApplicantDraft, company: Company): ApplicantDraft['Appsubtype'] | undefined {
  if (!company.sponsored) return undefined;
  return draft._companyPreference ?? company.preferredSubtype ?? '2';
}
