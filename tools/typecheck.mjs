// Type-checks every workspace with its own tsconfig (TypeScript strict everywhere).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ensureGeneratedContent } from './generated-content.mjs';

const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const { workspaces } = require('../package.json');
// the content remote imports its generated JSON: built, not committed (decision 045)
ensureGeneratedContent();
let failed = 0;
for (const ws of [...workspaces, 'tools']) {
  if (!existsSync(`${ws}/tsconfig.json`)) continue;
  const started = Date.now();
  const r = spawnSync(process.execPath, [tsc, '-p', `${ws}/tsconfig.json`], { stdio: 'inherit' });
  console.log(`typecheck ${ws}: ${r.status === 0 ? 'ok' : 'FAILED'} (${Date.now() - started} ms)`);
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
