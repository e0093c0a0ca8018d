import { getApi, type InductionOnlyRegistration, type InductionOnlyRegistrationResponse } from 'shared-contracts/api';

/** POST /api/register/induction-only (spec §7). */
export function registerInductionOnly(registration: InductionOnlyRegistration): Promise<InductionOnlyRegistrationResponse> {
  return getApi().call('registerInductionOnly', { body: registration });
}
