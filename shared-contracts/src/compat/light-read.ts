// compatibility for phase B/C of issue 41: delete when nothing imports it
// shared-contracts/light-read: a GET of the endpoint table sent the way the typed client sends it (its headers, its
// token rules, its §8 events, its errors), returning the answer as it arrived, unchecked, without the client, the
// endpoint table, the schemas or zod (issue 17, docs/decisions/061). For a screen whose first call may be refused:
// the induction's status, player, completion and certificate pages and the operational-need form, whose wrong or
// old link goes to the 404 page, or says so, without downloading the API layer. What arrives is checked against the
// endpoint's schema by `checkAnswer` (shared-contracts/api) before anything shows it. Not a federation singleton: it
// keeps no state, and a remote that imports it bundles the few hundred bytes it uses.
import type { ApiOptions as ApiClientOptions } from 'shared-contracts';
import type { EndpointName, Endpoints } from './endpoints';
import { ApiError, NETWORK_STATUS } from 'shared-contracts';
import { lightCall, lightUrl, type LightEndpoint } from './light-call';
import { pageAnswersFromDocument, type PageAnswers } from 'shared-contracts';
import { originOf } from 'shared-contracts';

export { ApiError, isApiError } from 'shared-contracts';
export { formFetchFailure } from '../form/form-fetch-failure';
// the texts of spec §8, for a screen that reads without the layer and must say that its code did not arrive
export { MESSAGES } from '../rules/messages';

/**
 * The GET endpoints that need no login: what a light read may ask for. A saved form's (`formKey`) is one: the client
 * sends the stored form key with every call, as `lightCall` does.
 */
type ReadableName = { [N in EndpointName]: Endpoints[N] extends { method: 'GET'; auth: 'none' | 'formKey'; response: infer R } ? (R extends 'blob' ? never : N) : never }[EndpointName];

/** An answer as it arrived, before its check (`checkAnswer` in shared-contracts/api). */
export interface RawAnswer<N extends EndpointName = EndpointName> {
  readonly endpoint: N;
  readonly url: string;
  /** the HTTP status it came with (200 for an answer the page carried) */
  readonly status: number;
  readonly payload: unknown;
  /** true for an answer the page carried (tools/page-data.mjs), which the client asks of the API when it does not match */
  readonly fromPage?: boolean;
}

export interface LightReadOptions {
  params?: Record<string, string | number>;
  signal?: AbortSignal;
}

// the page's answers (./page-data) are read once by this copy of the module, as the client reads them once by its
let ofDocument: PageAnswers | undefined;

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * GET `path` (the endpoint's path in the table, which the type holds it to) as `getApi().call(endpoint)` would send
 * it, sent by `lightCall` (./light-call: Company, WebsiteType and FormKey when stored, the bearer token only to the
 * API or the allowlist, no redirect followed with the token, a 401 or 503 passed to `options.onEvent`); a
 * parameterless call answered once from the page's own answers (tools/page-data.mjs) when it has them. A refusal rejects with the ApiError the client would
 * throw (kind `http`, its status, the server's message and code), a failure to reach the API with kind `network`
 * and status -1, an abort with its AbortError. The answer is not checked: pass it to `checkAnswer`.
 */
export async function lightRead<N extends ReadableName>(options: ApiClientOptions, endpoint: N, path: Endpoints[N]['path'], call: LightReadOptions = {}): Promise<RawAnswer<N>> {
  if (!originOf(options.baseUrl)) throw new Error(`lightRead: baseUrl must be an absolute URL, got "${options.baseUrl}"`);
  const target: LightEndpoint = { name: endpoint, method: 'GET', path, auth: 'none' };
  let url: string;
  try {
    url = lightUrl(options, target, call.params);
  } catch (err) {
    throw new ApiError({ kind: 'invalid-request', status: 400, message: (err as Error).message, endpoint, method: 'GET' });
  }
  if (!path.includes(':')) {
    const answers = options.pageAnswers ?? (ofDocument ??= pageAnswersFromDocument());
    const embedded = answers.take(endpoint, options.getCompany());
    if (embedded !== undefined) return { endpoint, url, status: 200, payload: embedded, fromPage: true };
  }
  const fail = (cause: unknown) =>
    new ApiError({ kind: 'network', status: NETWORK_STATUS, message: `Network error on GET ${new URL(url).pathname} (status -1)`, endpoint, url, method: 'GET', cause });
  let response: Response;
  try {
    response = await lightCall(options, target, call);
  } catch (cause) {
    if ((cause as { name?: string })?.name === 'AbortError') throw cause;
    throw fail(cause);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    if ((cause as { name?: string })?.name === 'AbortError') throw cause;
    if (response.ok) throw fail(cause);
    text = '';
  }
  const payload = parseJson(text);
  if (!response.ok) {
    const body = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
    const serverMessage = typeof body.message === 'string' ? body.message : undefined;
    const code = typeof body.code === 'string' ? body.code : typeof body.error === 'string' ? body.error : undefined;
    throw new ApiError({
      kind: 'http',
      status: response.status,
      message: serverMessage ?? `GET ${path} failed with status ${response.status}`,
      ...(serverMessage !== undefined ? { serverMessage } : {}),
      ...(code !== undefined ? { code } : {}),
      ...(typeof body.randomId === 'string' ? { randomId: body.randomId } : {}),
      endpoint,
      url,
      method: 'GET',
    });
  }
  return { endpoint, url, status: response.status, payload };
}
