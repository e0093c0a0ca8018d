// Builds what is out of date: each front end (webpack) and the API (esbuild). A package is rebuilt when a
// hash of its inputs (its own files, the shared packages, the build tooling, the lockfile) changed.
// Usage: node tools/build.mjs [--force] [package ...]
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './runtime-config.mjs';

const FRONT_ENDS = ['shell', 'mfe-application', 'mfe-status-tracking', 'mfe-induction', 'mfe-opneed-signing', 'mfe-content', 'mfe-staff-console'];
const SHARED_INPUTS = ['shared-contracts', 'ui-kit', 'tools/webpack', 'package-lock.json'];
const SKIP = new Set(['node_modules', 'dist', '.data', 'coverage']);

function hashInto(hash, target) {
  const full = path.join(ROOT, target);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isFile()) {
    if (/\.test\.tsx?$/.test(target)) return; // tests do not change the output
    hash.update(target);
    hash.update(readFileSync(full));
    return;
  }
  for (const entry of readdirSync(full).sort()) if (!SKIP.has(entry)) hashInto(hash, path.join(target, entry));
}

function inputsHash(pkg) {
  const hash = createHash('sha256');
  for (const input of [pkg, ...(pkg === 'api' ? ['shared-contracts', 'package-lock.json'] : SHARED_INPUTS)]) hashInto(hash, input);
  return hash.digest('hex');
}

function run(pkg) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const args = pkg === 'api' ? ['run', 'build', '-w', 'api'] : ['run', 'build', '-w', pkg];
    const child = spawn('npm', args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve(Date.now() - started) : reject(new Error(`build of ${pkg} failed (exit ${code})`))));
  });
}

export async function build({ force = false, only = [] } = {}) {
  const packages = only.length ? only : [...FRONT_ENDS, 'api'];
  const timings = {};
  const queue = packages.filter((pkg) => {
    const stamp = path.join(ROOT, pkg, 'dist', '.build-stamp');
    const fresh = !force && existsSync(stamp) && readFileSync(stamp, 'utf8') === inputsHash(pkg);
    if (fresh) console.log(`build ${pkg}: up to date`);
    return !fresh;
  });
  // two at a time: this machine has two cores
  const workers = Array.from({ length: Math.min(2, queue.length) }, async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) {
      const ms = await run(pkg);
      writeFileSync(path.join(ROOT, pkg, 'dist', '.build-stamp'), inputsHash(pkg));
      timings[pkg] = ms;
      console.log(`build ${pkg}: ${(ms / 1000).toFixed(1)} s`);
    }
  });
  await Promise.all(workers);
  return timings;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const args = process.argv.slice(2);
  build({ force: args.includes('--force'), only: args.filter((a) => !a.startsWith('--')) }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
