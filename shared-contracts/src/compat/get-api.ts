import { apiSettings } from '../api-settings';
import { createApiClient, type ApiClient } from './client';

/**
 * The API client every remote uses. This module is part of the shared-contracts/api federation singleton: the
 * shell configures the client's options once (configureApi in the core entry) and every remote's `getApi()`
 * returns the same client, created on first use.
 */
let current: { client: ApiClient; version: number } | undefined;

export function getApi(): ApiClient {
  const { options, version } = apiSettings();
  if (!options) {
    throw new Error('The API client is not configured: the shell (or a standalone remote in its bootstrap) must call configureApi({...}) before any API call.');
  }
  if (!current || current.version !== version) current = { client: createApiClient(options), version };
  return current.client;
}

export const isApiConfigured = (): boolean => apiSettings().options !== undefined;
