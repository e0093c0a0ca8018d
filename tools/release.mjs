// npm run release -- <remote> <version> [--canary <percent>]   make a published release stable, or serve it to a
//                                                               share of visitors (the rest keep stable)
// npm run release -- <remote> --promote                        the canary becomes stable
// (npm run rollback -- <remote>: tools/rollback.mjs)
//
// The pointers live in the API's database (issue 42): the command checks the release is published here (its manifest
// under <package>/releases/, built against the contracts major the shell runs), asks the API to change them
// (POST /api/staff/releases/:remote with the operator token; the API audits it) and prints what changed. Every
// static server reads the new pointers within seconds; an open shell loads the new release on its next navigation.
// No shell rebuild. OPS_API_URL (else API_BASE, else http://localhost:8080) and OPERATOR_TOKEN as for `npm run ops`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEV_OPERATOR_TOKEN } from './ops.mjs';
import { BUILT_IN_RELEASE, NO_POINTERS, parsePointers, remoteKey, REMOTE_PACKAGES } from './release-pointers.mjs';
import { ROOT } from './runtime-config.mjs';

export const USAGE = `Usage:
  npm run release -- <remote> <version> [--canary <percent>]
  npm run release -- <remote> --promote
  npm run rollback -- <remote>
<remote>: ${Object.keys(REMOTE_PACKAGES).join(', ')} (or the package name); <version>: a release under <package>/releases/
(npm run build publishes one), or 1.0.0 for the build the shell ships with. --canary: the share of visitors (1-99).
Environment: OPS_API_URL (default API_BASE, else http://localhost:8080), OPERATOR_TOKEN.`;

const contractsMajor = () => Number(JSON.parse(readFileSync(path.join(ROOT, 'shared-contracts/package.json'), 'utf8')).version.split('.')[0]);

/** Refuses a release that is not published here; warns about one the shell will refuse (another contracts major). */
export function checkPublished(key, version, warn = console.warn) {
  if (version === BUILT_IN_RELEASE) return;
  const pkg = REMOTE_PACKAGES[key];
  const manifestFile = path.join(ROOT, pkg, 'releases', version, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${pkg} has no published release ${version} (see ${pkg}/releases/)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const major = contractsMajor();
  if (manifest.metaData?.contractsMajor !== major) {
    warn(`warning: ${pkg} ${version} was built with shared-contracts ${manifest.metaData?.contractsVersion}; the shell (major ${major}) will refuse it and show the failure panel on its routes`);
  }
}

const apiBase = (env) => (env.OPS_API_URL || env.API_BASE || 'http://localhost:8080').replace(/\/+$/, '');

async function call(env, method, apiPath, body) {
  const base = apiBase(env);
  let response;
  try {
    response = await fetch(`${base}${apiPath}`, {
      method,
      headers: { Authorization: `Bearer ${env.OPERATOR_TOKEN || DEV_OPERATOR_TOKEN}`, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch (error) {
    throw new Error(`Cannot reach the API at ${base}: ${error.cause?.message ?? error.message}`, { cause: error });
  }
  const payload = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${response.status}: ${payload.message ?? response.statusText}${payload.fieldErrors ? ` ${JSON.stringify(payload.fieldErrors)}` : ''}`);
  return payload;
}

/** A remote's pointer in words: `stable 1.0.1-…, canary 1.0.2-… to 10 % of visitors`. */
export function describePointer(pointer) {
  if (!pointer) return `stable ${BUILT_IN_RELEASE} (built in)`;
  return `stable ${pointer.stable}${pointer.canary ? `, canary ${pointer.canary.version} to ${pointer.canary.percent} % of visitors` : ''}`;
}

/**
 * Asks the API for one change of a remote's pointers (shared-contracts/releases ReleaseChange) and prints it.
 * @param {string} name a remote key or package name
 * @param {{ action: 'release', version: string } | { action: 'canary', version: string, percent: number } | { action: 'promote' } | { action: 'rollback' }} change
 * @param {{ env?: NodeJS.ProcessEnv, log?: (line: string) => void }} [options]
 * @returns {Promise<{ before: object | undefined, after: object | undefined, remote: string }>} the pointer before and after
 */
export async function changeRelease(name, change, { env = process.env, log = console.log } = {}) {
  const key = remoteKey(name);
  const before = (parsePointers(await call(env, 'GET', '/api/releases')) ?? NO_POINTERS).remotes[key];
  const answer = await call(env, 'POST', `/api/staff/releases/${encodeURIComponent(key)}`, change);
  const after = answer.pointer ?? undefined;
  const same = describePointer(before) === describePointer(after);
  log(same ? `${key}: unchanged, ${describePointer(after)}` : `${key}: ${describePointer(before)}\n${' '.repeat(key.length)}→ ${describePointer(after)}`);
  return { remote: key, before, after };
}

/**
 * Makes a published release stable (ending any canary), or with `canary`, serves it to that share of visitors.
 * @param {string} name
 * @param {string} version
 * @param {{ canary?: number, env?: NodeJS.ProcessEnv, log?: (line: string) => void, warn?: (line: string) => void }} [options]
 */
export async function release(name, version, { canary, env = process.env, log = console.log, warn = console.warn } = {}) {
  const key = remoteKey(name);
  checkPublished(key, version, warn);
  if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 99)) throw new Error(`--canary takes a share of visitors from 1 to 99, not ${canary}`);
  const change = canary === undefined ? { action: 'release', version } : { action: 'canary', version, percent: canary };
  return changeRelease(key, change, { env, log });
}

/** The canary becomes the remote's stable release. */
export const promote = (name, options = {}) => changeRelease(name, { action: 'promote' }, options);

/** The command line's arguments as a call: `{ kind: 'release', name, version, canary? }` or `{ kind: 'promote', name }`. */
export function parseArgs(argv) {
  const positional = [];
  let canary;
  let promoteFlag = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--promote') promoteFlag = true;
    else if (arg === '--canary') {
      const value = argv[(i += 1)];
      if (!/^\d+$/.test(value ?? '')) throw new Error(`--canary needs a share of visitors (1-99).\n\n${USAGE}`);
      canary = Number(value);
    } else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}.\n\n${USAGE}`);
    else positional.push(arg);
  }
  const [name, version, ...extra] = positional;
  if (!name || extra.length) throw new Error(USAGE);
  if (promoteFlag) {
    if (version || canary !== undefined) throw new Error(`--promote takes a remote only.\n\n${USAGE}`);
    return { kind: 'promote', name };
  }
  if (!version) throw new Error(USAGE);
  return { kind: 'release', name, version, canary };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  await (args.kind === 'promote' ? promote(args.name) : release(args.name, args.version, { canary: args.canary }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
