import * as z from 'zod/mini';
import { AUTH_HEADER } from '../constants';
import { ApiErrorBody } from '../schemas/field-errors';
import { fieldErrorsFromIssues } from '../validators/field-errors';
import { fillPath, type EndpointDef, type EndpointTable, type PathParamNames, type Schema } from './endpoint-def';
import { endpoints, type Endpoints } from './endpoints';
import { checkRawAnswer } from './check-raw-answer';
import { ApiError, NETWORK_STATUS } from './errors';
import { createApiEventHub, type ApiEvent, type ApiEventListener } from './events';
import { pageAnswersFromDocument, type PageAnswers } from './page-data';
import { applyPortalHeaders, isPermittedOrigin, originOf, type RequestPolicy } from './request-policy';

// the page's answers are read once: a client configured again (a new runtime configuration) does not use them twice
let ofDocument: PageAnswers | undefined;
const documentAnswers = () => (ofDocument ??= pageAnswersFromDocument());

type ParamsOf<N extends keyof T, T extends EndpointTable = Endpoints> = [PathParamNames<T[N]['path']>] extends [never]
  ? undefined
  : Record<PathParamNames<T[N]['path']>, string | number>;
type QueryOf<N extends keyof T, T extends EndpointTable = Endpoints> = T[N] extends { query: infer Q extends Schema } ? z.input<Q> : undefined;
type BodyOf<N extends keyof T, T extends EndpointTable = Endpoints> = T[N] extends { body: infer B extends Schema } ? z.input<B> : undefined;

/** The typed answer of an endpoint: its schema's output, or a Blob for a download. */
export type EndpointResponse<N extends keyof T, T extends EndpointTable = Endpoints> = T[N]['response'] extends infer R
  ? R extends 'blob'
    ? Blob
    : R extends Schema
      ? z.output<R>
      : never
  : never;
export type EndpointParams<N extends keyof T, T extends EndpointTable = Endpoints> = ParamsOf<N, T>;
export type EndpointQuery<N extends keyof T, T extends EndpointTable = Endpoints> = QueryOf<N, T>;
export type EndpointBody<N extends keyof T, T extends EndpointTable = Endpoints> = BodyOf<N, T>;

type Slot<K extends string, V> = [V] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: V };

/** What `call` takes for an endpoint: params, query and body exactly when the endpoint has them. */
export type CallOptions<N extends keyof T, T extends EndpointTable = Endpoints> = Slot<'params', ParamsOf<N, T>> &
  Slot<'query', QueryOf<N, T>> &
  Slot<'body', BodyOf<N, T>> & {
    signal?: AbortSignal;
    /** sent as the `Idempotency-Key` header: a request sent again with it is answered, not done again (issue 40) */
    idempotencyKey?: string;
  };

type NeedsOptions<N extends keyof T, T extends EndpointTable> = [ParamsOf<N, T>, QueryOf<N, T>, BodyOf<N, T>] extends [undefined, undefined, undefined] ? false : true;
type CallArgs<N extends keyof T, T extends EndpointTable> = NeedsOptions<N, T> extends true ? [options: CallOptions<N, T>] : [options?: CallOptions<N, T>];

export interface ApiClientOptions {
  /** the API base: origin and optional path, without trailing slash */
  baseUrl: string;
  /** origins, besides the API's, that may receive the bearer token */
  tokenAllowlist: string[];
  websiteType: string;
  getCompany(): string;
  getFormKey(): string | undefined;
  getToken(): string | undefined;
  fetch?: typeof fetch;
  onEvent?(event: ApiEvent): void;
  /** the page's own origin, which may be fetched without being foreign; `location.origin` in a browser */
  pageOrigin?: string;
  /** public answers the page was served with (./page-data); by default read from the page's `document` */
  pageAnswers?: PageAnswers;
}

export interface ApiClient<T extends EndpointTable = Endpoints> {
  readonly baseUrl: string;
  /**
   * Calls an endpoint of the table: validates the body, sends it with the portal headers, parses the answer. An
   * endpoint of auth `staffSession` is sent with the browser's cookies (`credentials: 'include'`) and never with
   * the bearer token.
   */
  call<N extends keyof T & string>(name: N, ...args: CallArgs<N, T>): Promise<EndpointResponse<N, T>>;
  /** A raw request through the same interceptor (headers, token rules, foreign-origin refusal, §8 events). */
  fetch(url: string | URL, init?: RequestInit): Promise<Response>;
  /** The absolute URL of an endpoint. */
  urlFor<N extends keyof T & string>(name: N, params?: ParamsOf<N, T>, query?: QueryOf<N, T>): string;
  /** Listens to the §8 events (besides `onEvent`); returns the function that stops listening. */
  subscribe(listener: ApiEventListener): () => void;
}

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

/**
 * The client of an endpoint table: the applicant's `endpoints` by default; the staff console passes
 * `staffEndpoints` (shared-contracts/staff) as `table`.
 */
export function createApiClient<T extends EndpointTable = Endpoints>(options: ApiClientOptions & { table?: T }): ApiClient<T> {
  const table: EndpointTable = options.table ?? endpoints;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const apiOrigin = originOf(baseUrl);
  if (!apiOrigin) throw new Error(`createApiClient: baseUrl must be an absolute URL, got "${options.baseUrl}"`);
  const policy: RequestPolicy = { apiOrigin, allowlist: options.tokenAllowlist, pageOrigin: options.pageOrigin ?? defaultPageOrigin() };
  const hub = createApiEventHub();
  if (options.onEvent) hub.subscribe((e) => options.onEvent?.(e));
  const doFetch = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args);
  const pageAnswers = options.pageAnswers ?? documentAnswers();

  function resolve(url: string | URL): URL {
    const text = String(url);
    return /^[a-z][a-z0-9+.-]*:/i.test(text) ? new URL(text) : new URL(baseUrl + (text.startsWith('/') ? text : `/${text}`));
  }

  async function send(url: string | URL, init: RequestInit = {}, endpoint?: string, auth?: EndpointDef['auth']): Promise<Response> {
    const target = resolve(url);
    const method = (init.method ?? 'GET').toUpperCase();
    if (!isPermittedOrigin(target, policy)) {
      throw new ApiError({
        kind: 'foreign-origin',
        status: 0,
        message: `Refused a request to ${target.origin}: it is neither the API nor an allowed origin`,
        endpoint,
        url: target.href,
        method,
      });
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
      if ((cause as { name?: string })?.name === 'AbortError') throw cause;
      throw new ApiError({
        kind: 'network',
        status: NETWORK_STATUS,
        // "status -1" in the message keeps network failures out of the client error log (spec §7)
        message: `Network error on ${method} ${target.pathname} (status -1)`,
        endpoint,
        url: target.href,
        method,
        cause,
      });
    }
    const base = { url: target.href, ...(endpoint ? { endpoint } : {}) };
    if (response.status === 401) hub.emit({ type: 'unauthenticated', status: 401, ...base });
    if (response.status === 503) hub.emit({ type: 'maintenance', status: 503, ...base });
    return response;
  }

  function endpointDef(name: string): EndpointDef {
    const def: EndpointDef | undefined = Object.hasOwn(table, name) ? table[name] : undefined;
    if (!def) throw new ApiError({ kind: 'invalid-request', status: 400, message: `Unknown endpoint ${String(name)}`, endpoint: String(name) });
    return def;
  }

  function urlFor(name: string, params?: Record<string, string | number>, query?: Record<string, unknown>): string {
    const def = endpointDef(name);
    let path: string;
    try {
      path = fillPath(def.path, params);
    } catch (err) {
      throw new ApiError({ kind: 'invalid-request', status: 400, message: (err as Error).message, endpoint: name, method: def.method });
    }
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) search.set(k, String(v));
    const qs = search.toString();
    return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
  }

  async function call(name: string, callOptions: { params?: Record<string, string | number>; query?: unknown; body?: unknown; signal?: AbortSignal; idempotencyKey?: string } = {}) {
    const def = endpointDef(name);
    const invalid = (message: string, issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
      new ApiError({ kind: 'invalid-request', status: 400, message, fieldErrors: fieldErrorsFromIssues(issues), endpoint: name, method: def.method });

    let query = callOptions.query;
    if (def.query) {
      const parsed = z.safeParse(def.query, query ?? {});
      if (!parsed.success) throw invalid('The request query is not valid', parsed.error.issues);
      query = parsed.data;
    }
    let body: string | undefined;
    if (def.body) {
      const parsed = z.safeParse(def.body, callOptions.body);
      if (!parsed.success) throw invalid('Some answers need correcting', parsed.error.issues);
      body = JSON.stringify(parsed.data);
    }
    // a public, parameterless answer the page arrived with (./page-data), checked as a network answer would be
    if (def.method === 'GET' && def.auth === 'none' && def.response !== 'blob' && !callOptions.params && !def.path.includes(':') && Object.keys((query as object | undefined) ?? {}).length === 0) {
      const embedded = pageAnswers.take(name, options.getCompany());
      if (embedded !== undefined) {
        const parsed = z.safeParse(def.response, embedded);
        if (parsed.success) return parsed.data;
      }
    }
    const url = urlFor(name, callOptions.params, query as Record<string, unknown> | undefined);
    const headers: Record<string, string> = { Accept: def.response === 'blob' ? '*/*' : 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (callOptions.idempotencyKey !== undefined) headers['Idempotency-Key'] = callOptions.idempotencyKey;
    const response = await send(url, { method: def.method, headers, ...(body !== undefined ? { body } : {}), ...(callOptions.signal ? { signal: callOptions.signal } : {}) }, name, def.auth);

    if (!response.ok) {
      const payload = parseJson(await response.text().catch(() => ''));
      const parsed = ApiErrorBody.safeParse(payload);
      const loose = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
      const serverMessage = parsed.success ? parsed.data.message : typeof loose.message === 'string' ? loose.message : undefined;
      const code = parsed.success ? parsed.data.code : typeof loose.error === 'string' ? loose.error : undefined;
      throw new ApiError({
        kind: 'http',
        status: response.status,
        message: serverMessage ?? `${def.method} ${def.path} failed with status ${response.status}`,
        ...(serverMessage !== undefined ? { serverMessage } : {}),
        ...(code !== undefined ? { code } : {}),
        fieldErrors: parsed.success ? (parsed.data.fieldErrors ?? {}) : {},
        ...(parsed.success && parsed.data.randomId !== undefined ? { randomId: parsed.data.randomId } : {}),
        endpoint: name,
        url,
        method: def.method,
      });
    }
    // the connection broke while the answer was arriving: as much a network failure as no answer at all
    const read = async <T>(body: () => Promise<T>): Promise<T> => {
      try {
        return await body();
      } catch (cause) {
        if ((cause as { name?: string })?.name === 'AbortError') throw cause;
        throw new ApiError({ kind: 'network', status: NETWORK_STATUS, message: `Network error on ${def.method} ${def.path} (status -1)`, endpoint: name, url, method: def.method, cause });
      }
    };
    if (def.response === 'blob') return read(() => response.blob());
    const payload = parseJson(await read(() => response.text()));
    return checkRawAnswer(def.response, def, { endpoint: name, url, status: response.status, payload });
  }

  return {
    baseUrl,
    call: call as ApiClient<T>['call'],
    fetch: (url, init) => send(url, init),
    urlFor: urlFor as ApiClient<T>['urlFor'],
    subscribe: hub.subscribe,
  };
}
