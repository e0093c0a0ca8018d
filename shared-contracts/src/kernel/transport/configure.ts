import type { ApiClientOptions } from './api/client';

/**
 * How the one API client is made: the shell (or a standalone remote) sets this once at start-up. The client
 * itself lives in `shared-contracts/api` and is created on the first call of `getApi()`, so a first visit that
 * makes no API call (the home page) downloads neither the endpoint table nor the entity schemas.
 */
let settings: ApiClientOptions | undefined;
let version = 0;

export function configureApi(options: ApiClientOptions): void {
  settings = options;
  version += 1;
}

/** The options set by configureApi, and a number that changes each time they are set. */
export function apiSettings(): { options: ApiClientOptions | undefined; version: number } {
  return { options: settings, version };
}

/** Forgets the configuration (tests). */
export function resetApi(): void {
  settings = undefined;
  version += 1;
}
