// compatibility for phase B/C of issue 41: delete when nothing imports it
import type * as z from 'zod/mini';
import { ApiError, createTransport, type ApiEventListener, type ApiOptions, type CallOptions as EndpointCallOptions, type Endpoint, type PathParamNames, type Transport } from 'shared-contracts';
import { endpoints, type Endpoints } from './endpoints';

/** The old client's names for the kernel's types (`ApiOptions`, the schema of an endpoint). */
export type ApiClientOptions = ApiOptions;
/** Any zod schema (classic or mini): the API's type provider works on zod/v4/core types. */
export type Schema = z.core.$ZodType;
export type { EndpointAuth, HttpMethod, PathParamNames } from 'shared-contracts';

/** One call of spec §7 with zod schemas, as the API's `route()` types it. */
export interface EndpointDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  response: Schema | 'blob';
  auth: 'none' | 'formKey' | 'token' | 'staffSession';
}
export type EndpointTable = Record<string, EndpointDef>;

type Named<T> = T & Record<string, Endpoint>;
type ParamsOf<N extends keyof T, T extends EndpointTable> = [PathParamNames<T[N]['path']>] extends [never] ? undefined : Record<PathParamNames<T[N]['path']>, string | number>;
type QueryOf<N extends keyof T, T extends EndpointTable> = T[N] extends { query: infer Q extends Schema } ? z.input<Q> : undefined;
type BodyOf<N extends keyof T, T extends EndpointTable> = T[N] extends { body: infer B extends Schema } ? z.input<B> : undefined;
export type EndpointResponse<N extends keyof T, T extends EndpointTable = Endpoints> = T[N]['response'] extends infer R ? (R extends 'blob' ? Blob : R extends Schema ? z.output<R> : never) : never;
export type EndpointParams<N extends keyof T, T extends EndpointTable = Endpoints> = ParamsOf<N, T>;
export type EndpointQuery<N extends keyof T, T extends EndpointTable = Endpoints> = QueryOf<N, T>;
export type EndpointBody<N extends keyof T, T extends EndpointTable = Endpoints> = BodyOf<N, T>;
type Slot<K extends string, V> = [V] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: V };
export type CallOptions<N extends keyof T, T extends EndpointTable = Endpoints> = Slot<'params', ParamsOf<N, T>> & Slot<'query', QueryOf<N, T>> & Slot<'body', BodyOf<N, T>> & { signal?: AbortSignal; idempotencyKey?: string };
type NeedsOptions<N extends keyof T, T extends EndpointTable> = [ParamsOf<N, T>, QueryOf<N, T>, BodyOf<N, T>] extends [undefined, undefined, undefined] ? false : true;
type CallArgs<N extends keyof T, T extends EndpointTable> = NeedsOptions<N, T> extends true ? [options: CallOptions<N, T>] : [options?: CallOptions<N, T>];

/** The old client: the one transport, its endpoints looked up by name in a table. */
export interface ApiClient<T extends EndpointTable = Endpoints> {
  readonly baseUrl: string;
  call<N extends keyof T & string>(name: N, ...args: CallArgs<N, T>): Promise<EndpointResponse<N, T>>;
  fetch(url: string | URL, init?: RequestInit): Promise<Response>;
  urlFor<N extends keyof T & string>(name: N, params?: ParamsOf<N, T>, query?: QueryOf<N, T>): string;
  subscribe(listener: ApiEventListener): () => void;
}

/** The old client over a transport: `call(name)` is `transport.call(table[name])`. */
export function clientOver<T extends EndpointTable>(transport: () => Transport, table: T): ApiClient<T> {
  const named = table as unknown as Named<T>;
  const endpointNamed = (name: string): Endpoint => {
    if (!Object.hasOwn(named, name)) throw new ApiError({ kind: 'invalid-request', status: 400, message: `Unknown endpoint ${name}`, endpoint: name });
    const endpoint = named[name]!;
    return endpoint.name === name ? endpoint : { ...endpoint, name };
  };
  return {
    get baseUrl() {
      return transport().baseUrl;
    },
    call: ((name: string, options?: EndpointCallOptions<Endpoint>) => transport().call(endpointNamed(name), options ?? {})) as ApiClient<T>['call'],
    fetch: (url, init) => transport().send(url, init),
    urlFor: ((name: string, params?: Record<string, string | number>, query?: Record<string, unknown>) => (transport().urlFor as (e: Endpoint, p?: unknown, q?: unknown) => string)(endpointNamed(name), params, query)) as ApiClient<T>['urlFor'],
    subscribe: (listener) => transport().subscribe(listener),
  };
}

/** A client of its own options (tests, the staff console's table): the applicant's `endpoints` by default. */
export function createApiClient<T extends EndpointTable = Endpoints>(options: ApiOptions & { table?: T }): ApiClient<T> {
  const transport = createTransport(options);
  return clientOver(() => transport, (options.table ?? endpoints) as unknown as T);
}
