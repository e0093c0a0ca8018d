import type { RuntimeConfig } from 'shared-contracts';

const REQUIRED: (keyof RuntimeConfig)[] = ['apiBase', 'tokenAllowlist', 'companyResolution', 'websiteType', 'remotes'];

/**
 * Reads the runtime configuration (`/config.json` beside the page) that says where the API and each remote
 * live, so a remote can be moved, released or rolled back without rebuilding whoever loads it.
 *
 * The whole schema (RuntimeConfig in shared-contracts/api) is enforced where the file is made: the static
 * server's generator (tools/runtime-config.mjs) is tested against it, so the first visit does not download zod
 * for this. Here start-up only refuses, loudly, a file that lacks what it cannot do without.
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Runtime configuration ${url} answered ${response.status}`);
  const config = (await response.json()) as Partial<RuntimeConfig> | null;
  const missing = REQUIRED.filter((key) => config?.[key] === undefined);
  if (!config || missing.length > 0) throw new Error(`Runtime configuration ${url} is invalid: missing ${missing.join(', ')}`);
  return config as RuntimeConfig;
}
