import { apiSettings } from 'shared-contracts';
import { createApiClient, type ApiClient } from 'shared-contracts/api';
import { staffEndpoints, type StaffEndpoints } from 'shared-contracts/staff';
import { NOT_CONFIGURED, staffOptions } from './staff-api-options';

let current: { client: ApiClient<StaffEndpoints>; version: number } | undefined;

/**
 * The console's client of `staffEndpoints`: the host's API settings (base, company headers, origin rules), with
 * the console's three differences (./staff-api-options, decision 053).
 */
export function staffApi(): ApiClient<StaffEndpoints> {
  const { options, version } = apiSettings();
  if (!options) throw new Error(NOT_CONFIGURED);
  if (!current || current.version !== version) current = { client: createApiClient({ ...staffOptions(options), table: staffEndpoints }), version };
  return current.client;
}
