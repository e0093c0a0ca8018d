// npm run rollback -- <remote>: points the registry back at the release before the current one. With no earlier
// release left, the remote goes back to its default (the build in its dist/ folder).
import path from 'node:path';
import { readRegistry, remoteKey, writeRegistry } from './registry.mjs';

export function rollback(name, env = process.env) {
  const key = remoteKey(name);
  const registry = readRegistry(env);
  const current = registry.remotes[key];
  if (!current) throw new Error(`${key} has no release to roll back from: it serves its default build`);
  const [previous, ...older] = current.previous;
  if (previous) registry.remotes[key] = { version: previous, previous: older };
  else delete registry.remotes[key];
  writeRegistry(registry, env);
  console.log(`${key}: rolled back from ${current.version} to ${previous ?? 'its default build'}`);
  return registry;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  try {
    const [name] = process.argv.slice(2);
    if (!name) throw new Error('usage: npm run rollback -- <remote>');
    rollback(name);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
