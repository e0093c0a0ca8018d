// Before any test: the content remote's generated JSON exists and is current (tools/generated-content.mjs), so a
// fresh clone runs the content tests without a build (decision 045).
const { spawnSync } = require('node:child_process');
const path = require('node:path');

module.exports = function globalSetup() {
  const script = path.join(__dirname, '..', 'generated-content.mjs');
  const result = spawnSync(process.execPath, [script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`jest global setup: ${result.stderr || result.stdout}`);
  if (!/up to date/.test(result.stdout)) process.stdout.write(`\n${result.stdout}`);
};
