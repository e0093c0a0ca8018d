import { getApi, type AccessFrequencyOption, type Country, type OperationalNeed, type OperationalNeedFormData, type State } from 'shared-contracts/api';

export interface SigningFormData {
  form: OperationalNeedFormData['data'];
  needs: OperationalNeed[];
  states: State[];
  countries: Country[];
  accessFrequencies: AccessFrequencyOption[];
}

/**
 * Everything the signing form needs (spec §2): the person's operational-need form, the need list, states and
 * countries, plus the access frequency options. Any failure rejects: the screen then goes to the 404 page.
 */
export async function loadSigningForm(peopleId: number, refId: string, signal?: AbortSignal): Promise<SigningFormData> {
  const api = getApi();
  const [form, needs, states, countries, accessFrequencies] = await Promise.all([
    api.call('getOperationalNeedForm', { params: { id: peopleId, refId }, ...(signal ? { signal } : {}) }),
    api.call('operationalNeedList', signal ? { signal } : undefined),
    api.call('states', signal ? { signal } : undefined),
    api.call('countries', signal ? { signal } : undefined),
    api.call('accessFrequencyOptions', signal ? { signal } : undefined),
  ]);
  return { form: form.data, needs, states, countries, accessFrequencies };
}
