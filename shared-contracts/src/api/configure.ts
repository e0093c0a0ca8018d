import type { ApiClient } from './client';

/**
 * The API client every remote uses. This module is part of the shared-contracts federation singleton, so the
 * shell configures it once and every remote's `getApi()` returns the same client. A remote running on its own
 * configures it in its bootstrap.
 */
let current: ApiClient | undefined;

export function configureApi(client: ApiClient): void {
  current = client;
}

export function getApi(): ApiClient {
  if (!current) {
    throw new Error(
      'The API client is not configured: the shell (or a standalone remote in its bootstrap) must call configureApi(createApiClient(...)) before any API call.',
    );
  }
  return current;
}

export const isApiConfigured = (): boolean => current !== undefined;

/** Forgets the configured client (tests). */
export function resetApi(): void {
  current = undefined;
}
