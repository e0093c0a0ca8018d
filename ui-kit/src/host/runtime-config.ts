import type { RuntimeConfig } from 'shared-contracts';

const REQUIRED: (keyof RuntimeConfig)[] = ['apiBase', 'tokenAllowlist', 'companyResolution', 'websiteType', 'remotes'];

// the whole schema is enforced where the file is made (tools/runtime-config.mjs), so a first visit downloads no zod
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  // one round trip less; a page served without it (a CDN copy of index.html) reads the file
  const inline = typeof document === 'undefined' ? null : document.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (inline) return checked(JSON.parse(inline) as Partial<RuntimeConfig> | null, `#${INLINE_CONFIG_ID}`);
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Runtime configuration ${url} answered ${response.status}`);
  return checked((await response.json()) as Partial<RuntimeConfig> | null, url);
}

// a JSON data block is never executed, so CSP has no say
export const INLINE_CONFIG_ID = 'runtime-config';

function checked(config: Partial<RuntimeConfig> | null, source: string): RuntimeConfig {
  const missing = REQUIRED.filter((key) => config?.[key] === undefined);
  if (!config || missing.length > 0) throw new Error(`Runtime configuration ${source} is invalid: missing ${missing.join(', ')}`);
  return config as RuntimeConfig;
}
