import { PRIVATE_PILOT, type CardKind, type Company } from 'shared-contracts';
import type { ApplicantDraft } from './applicant-draft';

// not in step-3.ts: the draft model uses these on every change, and the first screen bundles no step-3 check

/** The card the draft is for: chosen, or the company's only card type. */
export function cardKindOf(draft: ApplicantDraft, company: Company): CardKind | undefined {
  return draft._cardType ?? (company.cardTypes.length === 1 ? company.cardTypes[0] : undefined);
}

/** Self-employed applicants and private pilots sign the operational need themselves (spec §6). */
export const needsApplicantSignature = (draft: ApplicantDraft): boolean =>
  draft.ExtraData?.OpNeedType === 'self employed' || draft.ExtraData?.OpNeedType === PRIVATE_PILOT;
