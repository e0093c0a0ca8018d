// compatibility for phase B/C of issue 41: delete when nothing imports it
// shared-contracts/light-call (decision 060): `lightCall` is now the kernel's transport sending an endpoint without its
// schemas; phase B moves its callers to `call()` of their domain.
import { createTransport, fillPath, isApiError, type ApiOptions as ApiClientOptions } from 'shared-contracts';
import { FIELD_MAX_LENGTHS } from '../rules/max-lengths';
/** What the typed client needs to know of an endpoint to send it; `light-call.test.ts` holds each to the tables. */
export interface LightEndpoint {
  /** the endpoint's name in its table, passed on in the §8 events as the client does */
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  auth: 'none' | 'token' | 'staffSession';
}

/** The endpoints a screen may call before it has loaded the API layer. */
export const LIGHT_ENDPOINTS = {
  /** GET {api}/404?uri=: logs a missing page (spec §7), answer ignored; `endpoints.log404` */
  log404: { name: 'log404', method: 'GET', path: '/404', auth: 'none' },
  /** GET /api/staff/session: the signed-in staff member, 401 when none; `staffEndpoints.staffSession` */
  staffSession: { name: 'staffSession', method: 'GET', path: '/api/staff/session', auth: 'staffSession' },
  /** GET /api/forms/{document}: a blank form of /forms as a PDF, linked from the page; `endpoints.downloadPublicForm` */
  downloadPublicForm: { name: 'downloadPublicForm', method: 'GET', path: '/api/forms/:document', auth: 'none' },
} as const satisfies Record<string, LightEndpoint>;

/** The absolute address of an endpoint, as the client's `urlFor` writes it (path parameters encoded). */
export function lightUrl(options: Pick<ApiClientOptions, 'baseUrl'>, endpoint: LightEndpoint, params?: Record<string, string | number>): string {
  return `${options.baseUrl.replace(/\/+$/, '')}${fillPath(endpoint.path, params)}`;
}

export interface LightCallOptions {
  /** the path's parameters, encoded as the client encodes them (a missing one throws before anything is sent) */
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Sends `endpoint` with the client's rules and returns the raw answer: the portal headers (Company, WebsiteType,
 * FormKey when stored), the bearer token only to the API or the allowlist and never with a `staffSession` call
 * (which carries the browser's cookies instead), no redirect followed with the token, a 401 or 503 passed to
 * `options.onEvent`. Reading the answer, and checking it, is the caller's; it must read the body to its end, whatever
 * the status (a body left unread keeps the request open in Chromium). A failure to reach the API rejects with
 * the fetch's own error (the caller decides what it means); an aborted call with its AbortError.
 */
export async function lightCall(options: ApiClientOptions, endpoint: LightEndpoint, call: LightCallOptions = {}): Promise<Response> {
  const search = new URLSearchParams(call.query).toString();
  const target = `${lightUrl(options, endpoint, call.params)}${search ? `?${search}` : ''}`;
  try {
    return await createTransport(options).send(target, { method: endpoint.method, headers: { Accept: 'application/json' }, ...(call.signal ? { signal: call.signal } : {}) }, endpoint);
  } catch (error) {
    // the light call rejected with the fetch's own failure: its callers decide what it means
    if (isApiError(error) && error.kind === 'network') throw error.cause;
    throw error;
  }
}

/**
 * Logs a missing page, `GET {api}/404?uri={path}` (spec §7), as `getApi().call('log404', …)` did: an address the
 * endpoint's query schema refuses (empty, or longer than `FIELD_MAX_LENGTHS.url`) is not sent, and every failure is
 * ignored.
 */
export async function logMissingPage(options: ApiClientOptions, uri: string): Promise<void> {
  if (uri.length < 1 || uri.length > FIELD_MAX_LENGTHS.url) return;
  try {
    const answer = await lightCall(options, LIGHT_ENDPOINTS.log404, { query: { uri } });
    // read to its end, as the client reads every answer: a body left unread keeps the request open in the browser
    await answer.text();
  } catch {
    // the log is best effort: no API, or a refusal, changes nothing for the visitor
  }
}
