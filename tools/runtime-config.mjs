// The runtime configuration served as /config.json by the shell and by each remote running on its own.
// Built from the environment, so one build serves any deployment (README: environment variables).
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { BUILT_IN_RELEASE, NO_POINTERS, releaseFor } from './release-pointers.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const FRONT_ENDS = {
  shell: { port: 3000 },
  application: { package: 'mfe-application', port: 3001 },
  statusTracking: { package: 'mfe-status-tracking', port: 3002 },
  induction: { package: 'mfe-induction', port: 3003 },
  opneedSigning: { package: 'mfe-opneed-signing', port: 3004 },
  content: { package: 'mfe-content', port: 3005 },
  staffConsole: { package: 'mfe-staff-console', port: 3006 },
};
export const REMOTE_KEYS = ['application', 'statusTracking', 'induction', 'opneedSigning', 'content', 'staffConsole'];

const envName = (remote) => `REMOTE_${remote.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_URL`;

/**
 * Where each remote's manifest is, for one visitor. REMOTE_<NAME>_URL is the remote's origin (or, ending in .json,
 * an exact manifest URL that no release moves). The release pointers (tools/release-pointers.mjs: read from the API,
 * moved by `npm run release` and `npm run rollback`) choose a published release, served under /v/<version>/ of that
 * origin: the remote's canary when the visitor is in its share, else its stable release; the built-in release
 * (1.0.0, no pointer) is the remote's current build at its origin's root.
 * @param {{ pointers?: { remotes: Record<string, { stable: string, canary: { version: string, percent: number } | null }> }, visitor?: string }} [releases]
 */
export function remoteRegistry(env = process.env, host = 'localhost', { pointers = NO_POINTERS, visitor } = {}) {
  const remotes = {};
  for (const key of REMOTE_KEYS) {
    const configured = env[envName(key)];
    if (configured?.endsWith('.json')) {
      remotes[key] = { manifest: configured };
      continue;
    }
    const origin = (configured ?? `http://${host}:${FRONT_ENDS[key].port}`).replace(/\/$/, '');
    const { version } = releaseFor(key, pointers.remotes[key], visitor);
    remotes[key] = version !== BUILT_IN_RELEASE ? { manifest: `${origin}/v/${version}/mf-manifest.json`, version } : { manifest: `${origin}/mf-manifest.json` };
  }
  return remotes;
}

/**
 * The runtime configuration of one visitor: the environment's, with the releases the pointers give that visitor.
 * @param {Parameters<typeof remoteRegistry>[2]} [releases]
 */
export function runtimeConfig(env = process.env, releases = {}) {
  const config = {
    apiBase: (env.API_BASE ?? 'http://localhost:8080').replace(/\/$/, ''),
    tokenAllowlist: (env.TOKEN_ALLOWLIST ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    companyResolution: {
      // a value naming no company falls back to msic in the browser (shared-contracts companyForHost)
      default: (env.DEFAULT_COMPANY ?? 'msic').trim().toLowerCase(),
      hosts: Object.fromEntries(
        (env.COMPANY_HOSTS ?? '')
          .split(',')
          .map((pair) => pair.split('=').map((s) => s.trim().toLowerCase()))
          // host names compare case-insensitively (the browser's are lower case); company values are lower case
          .filter((pair) => pair.length === 2 && pair[0] && pair[1]),
      ),
      subdomain: env.COMPANY_SUBDOMAINS !== 'false',
    },
    websiteType: env.WEBSITE_TYPE ?? 'msic',
    remotes: remoteRegistry(env, 'localhost', releases),
  };
  if (env.IDLE_TIMEOUT_SECONDS) config.idleTimeoutSeconds = Number(env.IDLE_TIMEOUT_SECONDS);
  // the share of page loads whose shell reports real-user health (issue 42); every page when unset
  const sampleRate = env.RUM_SAMPLE_RATE?.trim() ? Number(env.RUM_SAMPLE_RATE) : NaN;
  if (sampleRate >= 0 && sampleRate <= 1) config.rumSampleRate = sampleRate;
  return config;
}
