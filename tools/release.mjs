// npm run release -- <remote> <version>: points the registry at a published release of one remote.
// The previous pointer is kept for `npm run rollback -- <remote>`. No shell rebuild: an open shell loads the new
// release on its next navigation or reload.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './runtime-config.mjs';
import { readRegistry, remoteKey, REMOTE_PACKAGES, writeRegistry } from './registry.mjs';

const contractsMajor = Number(JSON.parse(readFileSync(path.join(ROOT, 'shared-contracts/package.json'), 'utf8')).version.split('.')[0]);

export function release(name, version, env = process.env) {
  const key = remoteKey(name);
  const pkg = REMOTE_PACKAGES[key];
  const manifestFile = path.join(ROOT, pkg, 'releases', version, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${pkg} has no published release ${version} (see ${pkg}/releases/)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  if (manifest.metaData?.contractsMajor !== contractsMajor) {
    console.warn(`warning: ${pkg} ${version} was built with shared-contracts ${manifest.metaData?.contractsVersion}; the shell (major ${contractsMajor}) will refuse it and show the failure panel on its routes`);
  }
  const registry = readRegistry(env);
  const current = registry.remotes[key];
  if (current?.version === version) {
    console.log(`${key} is already on ${version}`);
    return registry;
  }
  registry.remotes[key] = { version, previous: current ? [current.version, ...current.previous].slice(0, 20) : [] };
  writeRegistry(registry, env);
  console.log(`${key}: released ${version}${current ? ` (was ${current.version})` : ''}`);
  return registry;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const [name, version] = process.argv.slice(2);
  try {
    if (!name || !version) throw new Error('usage: npm run release -- <remote> <version>');
    release(name, version);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
