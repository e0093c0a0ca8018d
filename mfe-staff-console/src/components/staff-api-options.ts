import type { ApiClientOptions } from 'shared-contracts/api';

/**
 * The host's API settings as the console sends its calls with them (decision 053), whether through the typed client
 * (./staff-api) or a light call (shared-contracts/light-call, for "who is signed in?" before the API layer has loaded):
 * - every call is sent with the browser's cookies, sign-in and enrolment included: the session cookie they set is
 *   kept by the browser only when the request was made with `credentials: 'include'`;
 * - the applicant's bearer token is never sent: the staff session is the cookie alone;
 * - a 401 is the staff session's business (the console shows its sign-in form), not the applicant's: only the
 *   maintenance event (503) reaches the host's handler, which would otherwise end an applicant session open in the
 *   same browser.
 */
export function staffOptions(options: ApiClientOptions): ApiClientOptions {
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const onEvent = options.onEvent;
  return {
    ...options,
    getToken: () => undefined,
    fetch: (input, init) => send(input, { ...init, credentials: 'include' }),
    ...(onEvent ? { onEvent: (event) => (event.type === 'maintenance' ? onEvent(event) : undefined) } : {}),
  };
}

/** The message of a call made before the host configured the API. */
export const NOT_CONFIGURED = 'The API client is not configured: the host calls configureApi({...}) at start-up.';
