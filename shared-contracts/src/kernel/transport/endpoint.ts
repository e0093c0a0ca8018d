import type { StandardSchemaV1 } from './standard-schema';

export type Schema = StandardSchemaV1;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `staffSession`: the `msic_staff` cookie, sent with `credentials: 'include'`; the bearer token is never sent then. */
export type EndpointAuth = 'none' | 'formKey' | 'token' | 'staffSession';

/** One call of spec §7. `params` validates the path parameters on the server (they arrive as strings). */
export interface EndpointSpec {
  method: HttpMethod;
  path: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  response: Schema | 'blob';
  auth: EndpointAuth;
}

/** The page's answers and errors name it. */
export interface Endpoint extends EndpointSpec {
  readonly name: string;
}

export type EndpointTable = Record<string, Endpoint>;

/** Each endpoint gets its name, so that `call(formEndpoints.createForm, …)` knows it. */
export function defineEndpoints<const T extends Record<string, EndpointSpec>>(table: T): { [K in keyof T & string]: T[K] & { readonly name: K } } {
  const named: Record<string, Endpoint> = {};
  for (const [name, spec] of Object.entries(table)) named[name] = { ...spec, name };
  return named as { [K in keyof T & string]: T[K] & { readonly name: K } };
}

type Segments<S extends string> = S extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : S;
type ParamOf<Segment extends string> = Segment extends `:${infer Name}` ? (Name extends `${infer Bare}.${string}` ? Bare : Name) : never;

/** '/shared/data/au/:state.json' → 'state' */
export type PathParamNames<P extends string> = ParamOf<Segments<P>>;

export type ParamsOf<E extends EndpointSpec> = [PathParamNames<E['path']>] extends [never] ? undefined : Record<PathParamNames<E['path']>, string | number>;
export type QueryOf<E extends EndpointSpec> = E extends { query: infer Q extends Schema } ? StandardSchemaV1.InferInput<Q> : undefined;
export type BodyOf<E extends EndpointSpec> = E extends { body: infer B extends Schema } ? StandardSchemaV1.InferInput<B> : undefined;
export type ResponseOf<E extends EndpointSpec> = E['response'] extends Schema ? StandardSchemaV1.InferOutput<E['response']> : Blob;

type Slot<K extends string, V> = [V] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: V };

export type CallOptions<E extends EndpointSpec> = Slot<'params', ParamsOf<E>> &
  Slot<'query', QueryOf<E>> &
  Slot<'body', BodyOf<E>> & {
    signal?: AbortSignal;
    /** sent as the `Idempotency-Key` header: a request sent again with it is answered, not done again (issue 40) */
    idempotencyKey?: string;
    /** the form's key this call is made with, instead of the session's: a form's save that outlived its page's form */
    formKey?: string;
  };

export type CallArgs<E extends EndpointSpec> = [ParamsOf<E>, QueryOf<E>, BodyOf<E>] extends [undefined, undefined, undefined] ? [options?: CallOptions<E>] : [options: CallOptions<E>];

export function pathParamNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1).split('.')[0] as string);
}

export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
