import type { ApplicantDraft } from './applicant-draft';
import { addressFieldErrors, addressHistoryFieldErrors } from './address-history';
import { mergeFieldErrors, type FieldErrorMap } from 'shared-contracts';
import type { StepContext } from './step-context';

/** Step 2, address history (spec §5). */
export function validateStep2(draft: ApplicantDraft, ctx: StepContext = {}): FieldErrorMap {
  const today = ctx.today ?? new Date();
  const addresses = draft._address ?? [];
  const maps: FieldErrorMap[] = [
    addressHistoryFieldErrors(addresses, today),
    ...addresses.map((a, index) => addressFieldErrors(a, { prefix: `_address.${index}`, index, kind: 'residential', today, localities: ctx.localities })),
  ];
  if (draft._postalSame !== true) maps.push(addressFieldErrors(draft._postalAddress, { prefix: '_postalAddress', kind: 'postal', localities: ctx.localities }));
  return mergeFieldErrors(...maps);
}
