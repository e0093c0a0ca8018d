// Publishes a remote's container build as an immutable, versioned release:
//   <package>/releases/<build version>-<content hash>/ (mf-manifest.json, remoteEntry.js, js/, css/, assets/)
// A release is never overwritten: the same content gives the same name. The release pointers in the API's database
// choose which release each visitor's shell loads: tools/release.mjs and tools/rollback.mjs move them.
// Usage: node tools/publish.mjs <package> [--from <built dist folder>]   (run by each remote's postbuild)
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './runtime-config.mjs';

// what belongs to the standalone app, not to the container the shell loads
const STANDALONE = new Set(['index.html', 'app', 'favicons', '.build-stamp']);

function files(dir, prefix = '') {
  return readdirSync(dir)
    .filter((name) => !(prefix === '' && STANDALONE.has(name)))
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? files(full, `${prefix}${name}/`) : [`${prefix}${name}`];
    });
}

export function publish(pkg, from = process.env.BUILD_DIST_DIR || path.join(ROOT, pkg, 'dist')) {
  const manifestFile = path.join(from, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${pkg}: no mf-manifest.json in ${from}: build it first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const buildVersion = manifest.metaData?.buildVersion ?? '0.0.0';
  const hash = createHash('sha256');
  const list = files(from);
  for (const file of list) hash.update(file).update(readFileSync(path.join(from, file)));
  const version = `${buildVersion}-${hash.digest('hex').slice(0, 10)}`;
  const target = path.join(ROOT, pkg, 'releases', version);
  if (existsSync(target)) {
    console.log(`${pkg}: release ${version} already published`);
    return version;
  }
  for (const file of list) cpSync(path.join(from, file), path.join(target, file));
  console.log(`${pkg}: published release ${version} (contracts ${manifest.metaData?.contractsVersion ?? 'unknown'}); point the shell at it with: npm run release -- ${pkg} ${version}`);
  return version;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [pkg, flag, from] = process.argv.slice(2);
  if (!pkg) {
    console.error('usage: node tools/publish.mjs <package> [--from <dist folder>]');
    process.exit(2);
  }
  try {
    publish(pkg, flag === '--from' && from ? path.resolve(from) : undefined);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
