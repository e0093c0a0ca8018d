import { RuntimeConfig } from 'shared-contracts';

/**
 * Reads the runtime configuration (`/config.json` beside the page) that says where the API and each remote
 * live, so a remote can be moved, released or rolled back without rebuilding whoever loads it.
 * Fails loudly with the fields that are wrong.
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Runtime configuration ${url} answered ${response.status}`);
  const parsed = RuntimeConfig.safeParse(await response.json());
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.') || '(root)').join(', ');
    throw new Error(`Runtime configuration ${url} is invalid: ${fields}`);
  }
  return parsed.data;
}
