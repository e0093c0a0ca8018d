import type * as z from 'zod/mini';

/** Any zod schema (classic or mini): the API's type provider works on zod/v4/core types. */
export type Schema = z.core.$ZodType;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: anyone; the holder of the form key (FormKey header) of the form in the path; a
 * logged-in person (bearer token); or a signed-in staff member (the `msic_staff` session cookie, sent by the
 * browser with `credentials: 'include'`; the bearer token is never sent on these calls).
 */
export type EndpointAuth = 'none' | 'formKey' | 'token' | 'staffSession';

/** One call of spec §7. `params` validates the path parameters on the server (they arrive as strings). */
export interface EndpointDef {
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

/** A table of endpoints by name (the applicant's `endpoints`, the console's `staffEndpoints`). */
export type EndpointTable = Record<string, EndpointDef>;

type Segments<S extends string> = S extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : S;
type ParamOf<Segment extends string> = Segment extends `:${infer Name}` ? (Name extends `${infer Bare}.${string}` ? Bare : Name) : never;

/** The parameter names of a path: '/api/form/:id/lookup-abn/:abn' → 'id' | 'abn'; '/shared/data/au/:state.json' → 'state'. */
export type PathParamNames<P extends string> = ParamOf<Segments<P>>;

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
