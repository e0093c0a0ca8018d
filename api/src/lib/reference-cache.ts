/**
 * Reference data changes only with a migration (a deployment), so browsers and proxies may keep it for an hour;
 * see plugins/app/cache-control.ts.
 */
export const REFERENCE_DATA = { config: { publicCacheSeconds: 3600 } } as const;
