// The remote registry: which release of each remote the shell loads, and the releases before it.
// A small JSON file (REMOTE_REGISTRY_FILE, default .runtime/registry.json) read by the static server on every
// request for /config.json, so a change reaches an open shell on its next navigation or reload.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './runtime-config.mjs';

export const REMOTE_PACKAGES = {
  application: 'mfe-application',
  statusTracking: 'mfe-status-tracking',
  induction: 'mfe-induction',
  opneedSigning: 'mfe-opneed-signing',
  content: 'mfe-content',
  staffConsole: 'mfe-staff-console',
};

export function registryFile(env = process.env) {
  return env.REMOTE_REGISTRY_FILE ?? path.join(ROOT, '.runtime/registry.json');
}

/** @returns {{ remotes: Record<string, { version: string, previous: string[] }> }} */
export function readRegistry(env = process.env) {
  const file = registryFile(env);
  if (!existsSync(file)) return { remotes: {} };
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function writeRegistry(registry, env = process.env) {
  const file = registryFile(env);
  mkdirSync(path.dirname(file), { recursive: true });
  // written aside then renamed: a server reading it never sees half a file
  writeFileSync(`${file}.tmp`, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** Accepts a remote key (content) or its package name (mfe-content). */
export function remoteKey(name) {
  if (REMOTE_PACKAGES[name]) return name;
  const found = Object.entries(REMOTE_PACKAGES).find(([, pkg]) => pkg === name);
  if (!found) throw new Error(`Unknown remote "${name}": one of ${Object.keys(REMOTE_PACKAGES).join(', ')} (or its package name)`);
  return found[0];
}
