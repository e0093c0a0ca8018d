import { apiSettings } from 'shared-contracts';
import { createApiClient, type ApiClient, type ApiClientOptions } from 'shared-contracts/api';
import { staffEndpoints, type StaffEndpoints } from 'shared-contracts/staff';

let current: { client: ApiClient<StaffEndpoints>; version: number } | undefined;

/**
 * The console's client of `staffEndpoints`: the host's API settings (base, company headers, origin rules), with
 * three differences (decision 053).
 * - Every call is sent with the browser's cookies, sign-in and enrolment included: the session cookie they set is
 *   kept by the browser only when the request was made with `credentials: 'include'`.
 * - The applicant's bearer token is never sent: the staff session is the cookie alone.
 * - A 401 is the staff session's business (the console shows its sign-in form), not the applicant's: only the
 *   maintenance event (503) reaches the host's handler, which would otherwise end an applicant session open in the
 *   same browser.
 */
export function staffApi(): ApiClient<StaffEndpoints> {
  const { options, version } = apiSettings();
  if (!options) throw new Error('The API client is not configured: the host calls configureApi({...}) at start-up.');
  if (!current || current.version !== version) current = { client: createApiClient({ ...staffOptions(options), table: staffEndpoints }), version };
  return current.client;
}

function staffOptions(options: ApiClientOptions): ApiClientOptions {
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const onEvent = options.onEvent;
  return {
    ...options,
    getToken: () => undefined,
    fetch: (input, init) => send(input, { ...init, credentials: 'include' }),
    ...(onEvent ? { onEvent: (event) => (event.type === 'maintenance' ? onEvent(event) : undefined) } : {}),
  };
}
