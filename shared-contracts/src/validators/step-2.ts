import { FIELD_MESSAGES } from '../messages';
import type { ApplicantDraft } from '../schemas/applicant-draft';
import { addressFieldErrors, coversAddressHistory } from './address-history';
import { createFieldErrors, mergeFieldErrors, type FieldErrorMap } from './field-errors';
import type { StepContext } from './step-context';

/**
 * Step 2, address history (spec §5): every address has Country, Line1, Localityname, Postcode and State; the
 * first has FromDate, each further one FromDate and ToDate, not earlier than FromDate; together they cover
 * 10 years. The postal address is required unless it is the same as the residential one.
 */
export function validateStep2(draft: ApplicantDraft, ctx: StepContext = {}): FieldErrorMap {
  const c = createFieldErrors();
  const today = ctx.today ?? new Date();
  const addresses = draft._address ?? [];
  const maps: FieldErrorMap[] = addresses.map((a, index) => addressFieldErrors(a, { prefix: `_address.${index}`, index, kind: 'residential', today }));
  if (addresses.length === 0) c.add('_address', FIELD_MESSAGES.addressHistory);
  else if (!coversAddressHistory(addresses, today)) c.add('_address', FIELD_MESSAGES.addressHistory);
  if (draft._postalSame !== true) maps.push(addressFieldErrors(draft._postalAddress, { prefix: '_postalAddress', kind: 'postal' }));
  return mergeFieldErrors(c.errors, ...maps);
}
