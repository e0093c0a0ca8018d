// shared-contracts/light-call: a call of the endpoint table sent the way the typed client sends it (its headers,
// its token and cookie rules, its §8 events), without the client, the endpoint table, the schemas or zod (issue 17,
// docs/decisions/060). For a screen whose first call needs no schema: the 404 page's log (its answer is ignored) and
// the staff console's "who is signed in?" (a 401 is the answer of every signed-out visit). `lightRead`
// (./light-read, decision 061) sends its GETs with it and adds the client's errors and the page's answers. Not a
// federation singleton: it keeps no state, and a remote that imports it bundles the few hundred bytes it uses.
import type { ApiClientOptions } from './client';
import { AUTH_HEADER } from '../constants';
import { FIELD_MAX_LENGTHS } from '../validators/max-lengths';
import { fillPath } from './endpoint-def';
import { applyPortalHeaders, originOf } from './request-policy';

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
  const apiOrigin = originOf(options.baseUrl.replace(/\/+$/, ''));
  if (!apiOrigin) throw new Error(`lightCall: baseUrl must be an absolute URL, got "${options.baseUrl}"`);
  const search = new URLSearchParams(call.query).toString();
  const target = new URL(`${lightUrl(options, endpoint, call.params)}${search ? `?${search}` : ''}`);
  const headers = applyPortalHeaders(new Headers({ Accept: 'application/json' }), target, { apiOrigin, allowlist: options.tokenAllowlist }, {
    company: options.getCompany(),
    websiteType: options.websiteType,
    formKey: options.getFormKey(),
    token: endpoint.auth === 'staffSession' ? undefined : options.getToken(),
  });
  const send = options.fetch ?? globalThis.fetch;
  const response = await send(target.href, {
    method: endpoint.method,
    headers,
    redirect: headers.has(AUTH_HEADER) ? 'error' : 'follow',
    ...(endpoint.auth === 'staffSession' ? { credentials: 'include' as const } : {}),
    ...(call.signal ? { signal: call.signal } : {}),
  });
  if (response.status === 401) options.onEvent?.({ type: 'unauthenticated', status: 401, url: target.href, endpoint: endpoint.name });
  if (response.status === 503) options.onEvent?.({ type: 'maintenance', status: 503, url: target.href, endpoint: endpoint.name });
  return response;
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
