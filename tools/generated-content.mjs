// The content remote's generated JSON (mfe-content/src/generated) is built, not committed (decision 045): the
// build makes it afresh (mfe-content's prebuild), and what reads it without a build (the typecheck, jest) calls
// this first, which makes it when it is missing or older than what it is made from.
// Usage: node tools/generated-content.mjs [--force]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGE = path.join(ROOT, 'mfe-content');
export const GENERATED_DIR = path.join(PACKAGE, 'src', 'generated');
const BUILDER = path.join(PACKAGE, 'tools', 'build-content.ts');
/** What the generated files are made from: the Markdown, the builder and the types it writes. */
const INPUTS = [path.join(PACKAGE, 'content'), path.join(PACKAGE, 'tools'), path.join(PACKAGE, 'src', 'content', 'content-types.ts')];

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(target) ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newest(path.join(target, entry))));
}

/** Why the generated content must be made again, or undefined when it is up to date. */
export function staleReason() {
  if (!existsSync(path.join(GENERATED_DIR, 'faq-index.json'))) return 'missing';
  // writeContent makes the folder afresh, so its time is when it was generated
  const generatedAt = statSync(GENERATED_DIR).mtimeMs;
  return INPUTS.some((input) => newest(input) > generatedAt) ? 'older than content/' : undefined;
}

/** Makes mfe-content/src/generated when it is missing or stale (or always, with `force`); throws when that fails. */
export function ensureGeneratedContent({ force = false, log = console.log } = {}) {
  const reason = force ? 'forced' : staleReason();
  if (!reason) return false;
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const started = Date.now();
  const result = spawnSync(process.execPath, [tsx, BUILDER], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`generating mfe-content/src/generated failed:\n${result.stdout}${result.stderr}`);
  log(`mfe-content/src/generated (${reason}): ${result.stdout.trim()} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    if (!ensureGeneratedContent({ force: process.argv.includes('--force') })) console.log('mfe-content/src/generated: up to date');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
