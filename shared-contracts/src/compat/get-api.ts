// compatibility for phase B/C of issue 41: delete when nothing imports it
import { apiSettings, transport } from 'shared-contracts';
import { clientOver, type ApiClient } from './client';
import { endpoints } from './endpoints';

let current: { client: ApiClient; version: number } | undefined;

/** The old `getApi()`: the kernel's configured transport, its endpoints looked up by name in the old global table. */
export function getApi(): ApiClient {
  const { options, version } = apiSettings();
  if (!options) {
    throw new Error('The API client is not configured: the shell (or a standalone remote in its bootstrap) must call configureApi({...}) before any API call.');
  }
  if (!current || current.version !== version) current = { client: clientOver(transport, endpoints), version };
  return current.client;
}

export { isApiConfigured } from 'shared-contracts';
