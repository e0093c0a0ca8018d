// Installs the benchmarks' dependencies into bench/node_modules when they are missing or older than
// bench/package-lock.json (the first `npm run bench` on a machine, or after a change of bench/package.json).
// bench/ is not a workspace of the root package.json, so the project's own install never fetches them.
// Usage: node bench/ensure-installed.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH = path.dirname(fileURLToPath(import.meta.url));
const lock = path.join(BENCH, 'package-lock.json');
const installed = path.join(BENCH, 'node_modules', '.package-lock.json');

if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) {
  console.log('bench: dependencies installed');
} else {
  console.log('bench: installing the benchmarks\' dependencies into bench/node_modules (npm ci)');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  let result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: BENCH, stdio: 'inherit' });
  if (result.status !== 0) {
    // Lighthouse's trace engine asks for third-party-web at "latest": each new publish of it puts the lockfile out
    // of step and `npm ci` refuses it. The benchmarks still run on what `npm install` resolves (it updates the
    // lockfile, which is then worth committing).
    console.log('bench: npm ci refused the lockfile; installing with npm install instead');
    result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: BENCH, stdio: 'inherit' });
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}
