import { apiSettings } from 'shared-contracts';
import type { AccessFrequencyOption, Country, OperationalNeed, OperationalNeedFormData, State } from 'shared-contracts/api';
import { lightRead } from 'shared-contracts/light-read';
import { loadOnce } from 'ui-kit';
import { loadSignedPanelPart, loadSigningFormPart } from './signing-parts';

export interface SigningFormData {
  form: OperationalNeedFormData['data'];
  needs: OperationalNeed[];
  states: State[];
  countries: Country[];
  accessFrequencies: AccessFrequencyOption[];
}

/**
 * The API layer (the endpoint table, the schemas, zod: about 22 KB gzipped), loaded once the link's answers have
 * arrived, to check them (issue 17, docs/decisions/061); a failed load is forgotten, so that the next attempt loads
 * again.
 */
export const loadApiLayer = loadOnce(() => import('shared-contracts/api'));

/** The API layer could not be loaded to check the answers: the screen throws it to the host's retry panel. */
export class CheckUnavailable extends Error {
  override readonly name = 'CheckUnavailable';
  constructor(cause: unknown) {
    super('The code that checks the answers could not be loaded', { cause });
  }
}

/** Whether the raw answer of the form says it is signed: only which part to start loading depends on it. */
const saysSigned = (payload: unknown) => (payload as { data?: { signed?: unknown } } | null)?.data?.signed === true;

/**
 * Everything the signing form needs (spec §2): the person's operational-need form, the need list, states and
 * countries, plus the access frequency options, read without the API layer (the lists from the page when it carries
 * them), then checked by it. A refusal or a failure to reach the API rejects: the screen then goes to the 404 page,
 * without having downloaded the API layer, the form or the panel. CheckUnavailable when the checking code cannot load.
 */
export async function loadSigningForm(peopleId: number, refId: string, signal?: AbortSignal): Promise<SigningFormData> {
  const { options } = apiSettings();
  if (!options) throw new Error('The API client is not configured: the shell (or a standalone remote in its bootstrap) must call configureApi({...}) before any API call.');
  const call = signal ? { signal } : {};
  const [form, needs, states, countries, accessFrequencies] = await Promise.all([
    lightRead(options, 'getOperationalNeedForm', '/api/people/operational-need-form/:id/:refId', { params: { id: peopleId, refId }, ...call }),
    lightRead(options, 'operationalNeedList', '/api/operational-need/list', call),
    lightRead(options, 'states', '/api/state/list', call),
    lightRead(options, 'countries', '/api/country/list', call),
    lightRead(options, 'accessFrequencyOptions', '/api/operational-need-access-frequency/options', call),
  ]);
  (saysSigned(form.payload) ? loadSignedPanelPart : loadSigningFormPart).prefetch();
  let api: typeof import('shared-contracts/api');
  try {
    api = await loadApiLayer();
  } catch (cause) {
    throw new CheckUnavailable(cause);
  }
  return {
    form: api.checkAnswer(form).data,
    needs: api.checkAnswer(needs),
    states: api.checkAnswer(states),
    countries: api.checkAnswer(countries),
    accessFrequencies: api.checkAnswer(accessFrequencies),
  };
}
