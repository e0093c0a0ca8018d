// Formats the benchmark: a plain table for the terminal, docs/bench/latest.md and docs/bench/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function routeCells(row) {
  if (row.error) return [row.path, row.remote, 'FAILED', '', '', '', '', row.error];
  const duplicates = Object.entries(row.sharedLibraryCopies)
    .filter(([, n]) => n !== 1)
    .map(([lib, n]) => `${lib}×${n}`);
  const notes = [
    row.js.gzipBytes > row.jsBudgetBytes ? `over the ${kb(row.jsBudgetBytes)} KB JS budget` : '',
    row.remoteFailure ? 'remote failure panel' : '',
    row.finalPath !== row.path ? `→ ${row.finalPath}` : '',
    duplicates.length ? `shared libs not once: ${duplicates.join(', ')}` : '',
  ].filter(Boolean);
  return [row.path, row.remote, String(row.requests), String(row.js.files), kb(row.js.gzipBytes), kb(row.js.wireBytes), kb(row.css.gzipBytes), notes.join('; ')];
}

const HEAD = ['route', 'remote', 'requests', 'JS files', 'JS gzip KB', 'JS wire KB', 'CSS gzip KB', 'notes'];

export function textTable(rows) {
  const cells = [HEAD, ...rows.map(routeCells)];
  const widths = HEAD.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const numeric = new Set([2, 3, 4, 5, 6]);
  return cells
    .map((r) => r.map((c, i) => (numeric.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd())
    .join('\n');
}

function markdownTable(head, rows) {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`)].join('\n');
}

export function buildLines(build) {
  const entries = Object.entries(build.packages);
  const lines = [`${build.mode} build: ${seconds(build.wallMs)} wall clock (two packages at a time)`];
  // tools/build.mjs --force skips the input stamps, not webpack's persistent cache
  if (build.mode === 'full') lines.push('  every package rebuilt; webpack\'s filesystem cache (node_modules/.cache/webpack) was kept, so a cold build takes longer');
  if (!entries.length) lines.push('  every package was up to date: nothing built (use --full-build to time a build)');
  for (const [pkg, ms] of entries) lines.push(`  ${pkg.padEnd(20)} ${seconds(ms).padStart(7)}`);
  return lines;
}

export function budgetLine(report) {
  const { budget } = report;
  if (budget.homeJsGzipBytes === undefined) return `budget: first visit to / could not be measured (limit ${kb(budget.limitBytes)} KB gzipped JS)`;
  return `budget: first visit to / downloads ${kb(budget.homeJsGzipBytes)} KB of gzipped JS, limit ${kb(budget.limitBytes)} KB: ${budget.holds ? 'HOLDS' : 'EXCEEDED'}`;
}

function homeBreakdown(report) {
  const home = report.routes.find((row) => row.path === '/' && !row.error);
  if (!home) return [];
  return [
    '## JS of a first visit to /',
    '',
    markdownTable(['file', 'gzip KB', 'raw KB'], home.jsFiles.map((f) => [f.url, kb(f.gzipBytes), kb(f.bytes)])),
    '',
  ];
}

export function writeReport(root, report) {
  const dir = path.join(root, 'docs/bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  const md = [
    '# Benchmark: bytes per route and build times',
    '',
    `Measured ${report.date} on commit \`${report.commit}\` with Node ${report.node} and Chromium ${report.browser}, by \`npm run bench\` (tools/bench.mjs).`,
    'Each route is a first visit in a fresh browser context (nothing cached), served as deployed by the static server',
    'on the test ports. "gzip" is each downloaded body compressed again with gzip level 6 (the static server\'s level),',
    '"wire" is what Chromium reports it received; 1 KB = 1024 bytes. Figures, not a timed test.',
    '',
    `**${budgetLine(report)}**`,
    '',
    '## Routes',
    '',
    markdownTable(HEAD, report.routes.map(routeCells)),
    '',
    ...homeBreakdown(report),
    '## Build',
    '',
    ...buildLines(report.build).map((l) => (l.startsWith('  ') ? `- ${l.trim()}` : l)),
    '',
  ].join('\n');
  writeFileSync(path.join(dir, 'latest.md'), md);
  return dir;
}
