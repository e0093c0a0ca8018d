// Type-checks every workspace with its own tsconfig (TypeScript strict everywhere), two at a time: tsc uses one
// core, and the machines this runs on have two (CI's whole run is held under 30 minutes, issue 41).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { ensureGeneratedContent } from './generated-content.mjs';

const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const { workspaces } = require('../package.json');
// the content remote imports its generated JSON: built, not committed (decision 045)
ensureGeneratedContent();

/** Its output is printed whole when it ends, so that two checks' errors do not interleave. */
function check(ws) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', `${ws}/tsconfig.json`], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (output) process.stdout.write(output);
      console.log(`typecheck ${ws}: ${code === 0 ? 'ok' : 'FAILED'} (${Date.now() - started} ms)`);
      resolve(code === 0);
    });
  });
}

const queue = [...workspaces, 'tools'].filter((ws) => existsSync(`${ws}/tsconfig.json`));
let failed = 0;
const worker = async () => {
  for (let ws = queue.shift(); ws; ws = queue.shift()) if (!(await check(ws))) failed++;
};
await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, worker));
process.exit(failed ? 1 : 0);
