import type { StandardSchemaV1 } from './standard-schema';

/** A schema of a body, a query, path parameters or an answer: any Standard Schema (the domains give zod/mini ones). */
export type Schema = StandardSchemaV1;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: anyone; the holder of the form key (FormKey header) of the form in the path; a
 * logged-in person (bearer token); or a signed-in staff member (the `msic_staff` session cookie, sent by the
 * browser with `credentials: 'include'`; the bearer token is never sent on these calls).
 */
export type EndpointAuth = 'none' | 'formKey' | 'token' | 'staffSession';

/** One call of spec §7, as a domain writes it. `params` validates the path parameters on the server (they arrive as strings). */
export interface EndpointSpec {
  method: HttpMethod;
  /** path with `:name` parameters, appended to the API base */
  path: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** the JSON answer's schema, or 'blob' for a download */
  response: Schema | 'blob';
  auth: EndpointAuth;
}

/** An endpoint of a domain's table: its spec and its name in the table (the page's answers and errors name it). */
export interface Endpoint extends EndpointSpec {
  readonly name: string;
}

export type EndpointTable = Record<string, Endpoint>;

/**
 * A domain's endpoint table: each endpoint gets its name, so that `call(formEndpoints.createForm, …)` knows it.
 * The API registers every endpoint of every domain's table; the domain's typed calls are `api(table)`.
 */
export function defineEndpoints<const T extends Record<string, EndpointSpec>>(table: T): { [K in keyof T & string]: T[K] & { readonly name: K } } {
  const named: Record<string, Endpoint> = {};
  for (const [name, spec] of Object.entries(table)) named[name] = { ...spec, name };
  return named as { [K in keyof T & string]: T[K] & { readonly name: K } };
}

type Segments<S extends string> = S extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : S;
type ParamOf<Segment extends string> = Segment extends `:${infer Name}` ? (Name extends `${infer Bare}.${string}` ? Bare : Name) : never;

/** The parameter names of a path: '/api/form/:id/lookup-abn/:abn' → 'id' | 'abn'; '/shared/data/au/:state.json' → 'state'. */
export type PathParamNames<P extends string> = ParamOf<Segments<P>>;

/** What a call of `E` takes and answers. */
export type ParamsOf<E extends EndpointSpec> = [PathParamNames<E['path']>] extends [never] ? undefined : Record<PathParamNames<E['path']>, string | number>;
export type QueryOf<E extends EndpointSpec> = E extends { query: infer Q extends Schema } ? StandardSchemaV1.InferInput<Q> : undefined;
export type BodyOf<E extends EndpointSpec> = E extends { body: infer B extends Schema } ? StandardSchemaV1.InferInput<B> : undefined;
/** The typed answer of an endpoint: its schema's output, or a Blob for a download. */
export type ResponseOf<E extends EndpointSpec> = E['response'] extends Schema ? StandardSchemaV1.InferOutput<E['response']> : Blob;

type Slot<K extends string, V> = [V] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: V };

/** What `call` takes for an endpoint: params, query and body exactly when the endpoint has them. */
export type CallOptions<E extends EndpointSpec> = Slot<'params', ParamsOf<E>> &
  Slot<'query', QueryOf<E>> &
  Slot<'body', BodyOf<E>> & {
    signal?: AbortSignal;
    /** sent as the `Idempotency-Key` header: a request sent again with it is answered, not done again (issue 40) */
    idempotencyKey?: string;
  };

/** The options argument: required when the endpoint has params, a query or a body; optional otherwise. */
export type CallArgs<E extends EndpointSpec> = [ParamsOf<E>, QueryOf<E>, BodyOf<E>] extends [undefined, undefined, undefined] ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** The parameter names of a path at run time, in order. */
export function pathParamNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1).split('.')[0] as string);
}

/** Fills a path's parameters, URL-encoded; throws on a missing one. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
