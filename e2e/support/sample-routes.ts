import { ROUTES, ROUTE_IDS, type RemoteName, type RouteId } from 'shared-contracts';

/** A sample value for every path parameter of spec §2 (the database is empty: ids name no record). */
export const SAMPLE_PARAMS: Readonly<Record<string, string>> = {
  id: '123',
  peopleId: '1',
  randomId: 'sample-random-id',
  inductionId: '1',
  refId: '456',
  questionUrl: 'what-is-an-msic',
  article: 'some-article',
  code: 'AB12-CD34-EF56',
  ref: 'VEP0000001',
};

/** The path the catch-all route is visited with. */
export const UNKNOWN_PATH = '/no-such-page';

/** A concrete URL path for a route: its pattern with the sample params (the catch-all gets an unknown path). */
export function samplePath(id: RouteId): string {
  const pattern: string = ROUTES[id].path;
  if (pattern === '*') return UNKNOWN_PATH;
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = SAMPLE_PARAMS[name];
    if (value === undefined) throw new Error(`No sample value for :${name} (route ${id}); add one to SAMPLE_PARAMS`);
    return encodeURIComponent(value);
  });
}

export interface RouteSample {
  id: RouteId;
  path: string;
  remote: RemoteName;
}

/** Every route of ROUTES with its sample path, in table order. */
export function routeSamples(): RouteSample[] {
  return ROUTE_IDS.map((id) => ({ id, path: samplePath(id), remote: ROUTES[id].remote }));
}

/** The sample path of one route. */
export const sampleOf = (id: RouteId): RouteSample => ({ id, path: samplePath(id), remote: ROUTES[id].remote });
