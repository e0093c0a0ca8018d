import type { RuntimeConfig } from 'shared-contracts';

const REQUIRED: (keyof RuntimeConfig)[] = ['apiBase', 'tokenAllowlist', 'companyResolution', 'websiteType', 'remotes'];

/**
 * Reads the runtime configuration (`/config.json` beside the page) that says where the API and each remote
 * live, so a remote can be moved, released or rolled back without rebuilding whoever loads it.
 *
 * The whole schema (shared-contracts rules/runtime-config.ts) is enforced where the file is made: the static
 * server's generator (tools/runtime-config.mjs) is tested against it, so the first visit does not download zod
 * for this. Here start-up only refuses, loudly, a file that lacks what it cannot do without.
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  // the static server writes the same configuration into the page (tools/static-server.mjs): one round trip less
  // before the first screen; a page served without it (a CDN copy of index.html) reads the file
  const inline = typeof document === 'undefined' ? null : document.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (inline) return checked(JSON.parse(inline) as Partial<RuntimeConfig> | null, `#${INLINE_CONFIG_ID}`);
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Runtime configuration ${url} answered ${response.status}`);
  return checked((await response.json()) as Partial<RuntimeConfig> | null, url);
}

/** The id of the JSON data block the static server puts in index.html (never executed, so CSP has no say). */
export const INLINE_CONFIG_ID = 'runtime-config';

function checked(config: Partial<RuntimeConfig> | null, source: string): RuntimeConfig {
  const missing = REQUIRED.filter((key) => config?.[key] === undefined);
  if (!config || missing.length > 0) throw new Error(`Runtime configuration ${source} is invalid: missing ${missing.join(', ')}`);
  return config as RuntimeConfig;
}
