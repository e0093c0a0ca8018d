import { AUTH_HEADER, FORM_KEY_HEADER } from '../constants';
import { fieldErrorsFromIssues } from '../field-errors';
import { fillPath, type CallArgs, type Endpoint, type EndpointAuth, type ParamsOf, type QueryOf, type ResponseOf } from './endpoint';
import { ApiError, NETWORK_STATUS, readErrorBody } from './errors';
import { createApiEventHub, type ApiEvent, type ApiEventListener } from './events';
import { pageAnswersFromDocument, type PageAnswers } from './page-data';
import { applyPortalHeaders, isPermittedOrigin, originOf, type RequestPolicy } from './request-policy';
import { check, type CheckIssue } from './standard-schema';

export interface ApiOptions {
  baseUrl: string;
  tokenAllowlist: string[];
  websiteType: string;
  getCompany(): string;
  getFormKey(): string | undefined;
  getToken(): string | undefined;
  fetch?: typeof fetch;
  onEvent?(event: ApiEvent): void;
  /** may be fetched without being foreign; `location.origin` in a browser */
  pageOrigin?: string;
  /** by default read once from the page's `document` */
  pageAnswers?: PageAnswers;
}

export interface Transport {
  readonly baseUrl: string;
  /** Checks the query, the body and the answer with their schemas; every failure is an ApiError. */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
  urlFor<E extends Endpoint>(endpoint: E, params?: ParamsOf<E>, query?: QueryOf<E>): string;
  /** A request that is not a checked call, through the same rules; `endpoint` names it and applies its auth. */
  send(url: string | URL, init?: RequestInit, endpoint?: Pick<Endpoint, 'name' | 'auth'>): Promise<Response>;
  subscribe(listener: ApiEventListener): () => void;
}

// read once per page: a transport made again (a new runtime configuration) does not use them twice
let ofDocument: PageAnswers | undefined;
const documentAnswers = () => (ofDocument ??= pageAnswersFromDocument());

const defaultPageOrigin = (): string | undefined =>
  typeof globalThis.location === 'object' && globalThis.location?.origin && globalThis.location.origin !== 'null' ? globalThis.location.origin : undefined;

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type LooseCallOptions = { params?: Record<string, string | number>; query?: unknown; body?: unknown; signal?: AbortSignal; idempotencyKey?: string; formKey?: string };

const isAbort = (cause: unknown) => (cause as { name?: string } | undefined)?.name === 'AbortError';

/** Spec §6, §7, §8. `configureApi` makes the one every screen uses. */
export function createTransport(options: ApiOptions): Transport {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const apiOrigin = originOf(baseUrl);
  if (!apiOrigin) throw new Error(`configureApi: baseUrl must be an absolute URL, got "${options.baseUrl}"`);
  const policy: RequestPolicy = { apiOrigin, allowlist: options.tokenAllowlist, pageOrigin: options.pageOrigin ?? defaultPageOrigin() };
  const hub = createApiEventHub();
  if (options.onEvent) hub.subscribe((e) => options.onEvent?.(e));
  const doFetch = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args);
  const pageAnswers = () => options.pageAnswers ?? documentAnswers();

  function resolve(url: string | URL): URL {
    const text = String(url);
    return /^[a-z][a-z0-9+.-]*:/i.test(text) ? new URL(text) : new URL(baseUrl + (text.startsWith('/') ? text : `/${text}`));
  }

  async function send(url: string | URL, init: RequestInit = {}, endpoint?: string, auth?: EndpointAuth): Promise<Response> {
    const target = resolve(url);
    const method = (init.method ?? 'GET').toUpperCase();
    if (!isPermittedOrigin(target, policy)) {
      throw new ApiError({ kind: 'foreign-origin', status: 0, message: `Refused a request to ${target.origin}: it is neither the API nor an allowed origin`, endpoint, url: target.href, method });
    }
    const headers = applyPortalHeaders(new Headers(init.headers), target, policy, {
      company: options.getCompany(),
      websiteType: options.websiteType,
      formKey: options.getFormKey(),
      // a staff call is authenticated by its cookie alone: the applicant's token stays out of it
      token: auth === 'staffSession' ? undefined : options.getToken(),
    });
    let response: Response;
    try {
      // a request that carries the token never follows a redirect: the token cannot be walked to another origin
      const redirect = init.redirect ?? (headers.has(AUTH_HEADER) ? 'error' : 'follow');
      const credentials = auth === 'staffSession' ? { credentials: 'include' as const } : {};
      response = await doFetch(target.href, { ...init, method, headers, redirect, ...credentials });
    } catch (cause) {
      if (isAbort(cause)) throw cause;
      // "status -1" in the message keeps network failures out of the client error log (spec §7)
      throw new ApiError({ kind: 'network', status: NETWORK_STATUS, message: `Network error on ${method} ${target.pathname} (status -1)`, endpoint, url: target.href, method, cause });
    }
    const base = { url: target.href, ...(endpoint ? { endpoint } : {}) };
    // a staff call's 401 is the staff console's business: raised to the host, it would end the applicant's session
    if (response.status === 401 && auth !== 'staffSession') hub.emit({ type: 'unauthenticated', status: 401, ...base });
    if (response.status === 503) hub.emit({ type: 'maintenance', status: 503, ...base });
    return response;
  }

  function urlFor(endpoint: Endpoint, params?: Record<string, string | number>, query?: Record<string, unknown>): string {
    let path: string;
    try {
      path = fillPath(endpoint.path, params);
    } catch (err) {
      throw new ApiError({ kind: 'invalid-request', status: 400, message: (err as Error).message, endpoint: endpoint.name, method: endpoint.method });
    }
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) search.set(k, String(v));
    const qs = search.toString();
    return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
  }

  async function call(endpoint: Endpoint, callOptions: LooseCallOptions = {}): Promise<unknown> {
    const { name, method } = endpoint;
    const invalid = (message: string, issues: CheckIssue[]) => new ApiError({ kind: 'invalid-request', status: 400, message, fieldErrors: fieldErrorsFromIssues(issues), endpoint: name, method });

    let query = callOptions.query as Record<string, unknown> | undefined;
    if (endpoint.query) {
      const pending = check(endpoint.query, query ?? {});
      const checked = pending instanceof Promise ? await pending : pending;
      if (!checked.ok) throw invalid('The request query is not valid', checked.issues);
      query = checked.value as Record<string, unknown>;
    }
    let body: string | undefined;
    if (endpoint.body) {
      const pending = check(endpoint.body, callOptions.body);
      const checked = pending instanceof Promise ? await pending : pending;
      if (!checked.ok) throw invalid('Some answers need correcting', checked.issues);
      body = JSON.stringify(checked.value);
    }
    // a public, parameterless answer the page arrived with (./page-data), checked as a network answer would be
    if (method === 'GET' && endpoint.auth === 'none' && endpoint.response !== 'blob' && !callOptions.params && !endpoint.path.includes(':') && Object.keys(query ?? {}).length === 0) {
      const embedded = pageAnswers().take(name, options.getCompany());
      if (embedded !== undefined) {
        const pending = check(endpoint.response, embedded);
        const checked = pending instanceof Promise ? await pending : pending;
        if (checked.ok) return checked.value;
      }
    }
    const url = urlFor(endpoint, callOptions.params, query);
    const headers: Record<string, string> = { Accept: endpoint.response === 'blob' ? '*/*' : 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (callOptions.idempotencyKey !== undefined) headers['Idempotency-Key'] = callOptions.idempotencyKey;
    // the portal headers add the session's key only where the call named none
    if (callOptions.formKey !== undefined) headers[FORM_KEY_HEADER] = callOptions.formKey;
    const init: RequestInit = { method, headers, ...(body !== undefined ? { body } : {}), ...(callOptions.signal ? { signal: callOptions.signal } : {}) };
    const response = await send(url, init, name, endpoint.auth);

    if (!response.ok) {
      const error = readErrorBody(parseJson(await response.text().catch(() => '')));
      throw new ApiError({
        kind: 'http',
        status: response.status,
        message: error.serverMessage ?? `${method} ${endpoint.path} failed with status ${response.status}`,
        ...error,
        endpoint: name,
        url,
        method,
      });
    }
    // the connection broke while the answer was arriving: as much a network failure as no answer at all
    const read = async <T>(reader: () => Promise<T>): Promise<T> => {
      try {
        return await reader();
      } catch (cause) {
        if (isAbort(cause)) throw cause;
        throw new ApiError({ kind: 'network', status: NETWORK_STATUS, message: `Network error on ${method} ${endpoint.path} (status -1)`, endpoint: name, url, method, cause });
      }
    };
    if (endpoint.response === 'blob') return read(() => response.blob());
    const payload = parseJson(await read(() => response.text()));
    const pending = check(endpoint.response, payload);
    const checked = pending instanceof Promise ? await pending : pending;
    if (!checked.ok) {
      throw new ApiError({
        kind: 'invalid-response',
        status: response.status,
        message: `The answer of ${method} ${endpoint.path} does not match the contract`,
        fieldErrors: fieldErrorsFromIssues(checked.issues),
        endpoint: name,
        url,
        method,
      });
    }
    return checked.value;
  }

  return {
    baseUrl,
    call: call as unknown as Transport['call'],
    urlFor: urlFor as Transport['urlFor'],
    send: (url, init, endpoint) => send(url, init, endpoint?.name, endpoint?.auth),
    subscribe: hub.subscribe,
  };
}
