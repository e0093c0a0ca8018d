// Formats the benchmark: a plain table for the terminal, docs/bench/latest.md and docs/bench/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function routeCells(row) {
  if (row.error) return [row.path, row.remote, 'FAILED', '', '', '', '', '', '', row.error];
  const duplicates = Object.entries(row.sharedLibraryCopies)
    .filter(([, n]) => n !== 1)
    .map(([lib, n]) => `${lib}×${n}`);
  const notes = [
    row.js.gzipBytes > row.jsBudgetBytes ? `over the ${kb(row.jsBudgetBytes)} KB JS budget` : '',
    row.cls !== undefined && row.cls >= CLS_LIMIT ? `CLS over ${CLS_LIMIT}` : '',
    row.remoteFailure ? 'remote failure panel' : '',
    row.finalPath !== row.path ? `→ ${row.finalPath}` : '',
    duplicates.length ? `shared libs not once: ${duplicates.join(', ')}` : '',
  ].filter(Boolean);
  return [
    row.path,
    row.remote,
    String(row.requests),
    String(row.js.files),
    kb(row.js.gzipBytes),
    kb(row.js.wireBytes),
    kb(row.css.gzipBytes),
    row.cls === undefined ? '' : row.cls.toFixed(3),
    row.prefetch?.jsGzipBytes ? kb(row.prefetch.jsGzipBytes) : '',
    notes.join('; '),
  ];
}

/** The CLS budget of npm test (e2e/support/budgets.ts), for the notes column. */
const CLS_LIMIT = 0.02;

const HEAD = ['route', 'remote', 'requests', 'JS files', 'JS gzip KB', 'JS wire KB', 'CSS gzip KB', 'CLS', 'prefetch JS KB', 'notes'];

export function textTable(rows) {
  const cells = [HEAD, ...rows.map(routeCells)];
  const widths = HEAD.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const numeric = new Set([2, 3, 4, 5, 6, 7, 8]);
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
  if (!entries.length) lines.push('  every package was up to date: nothing built (--full-build rebuilds every package in place)');
  for (const [pkg, ms] of entries) lines.push(`  ${pkg.padEnd(20)} ${seconds(ms).padStart(7)}`);
  if (build.cold) {
    const { packages, wallMs, error } = build.cold;
    lines.push(`full cold build of the front ends: ${seconds(wallMs)} one package at a time (webpack production build into a temporary folder, no cache)${error ? `; FAILED: ${error}` : ''}`);
    for (const [pkg, ms] of Object.entries(packages)) lines.push(`  ${pkg.padEnd(20)} ${seconds(ms).padStart(7)}`);
  }
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

const ms = (n) => (n === undefined || n === null ? '' : `${Math.round(n)}`);
const secs = (n) => (n === undefined || n === null ? '' : (n / 1000).toFixed(2));
const fixed3 = (n) => (typeof n === 'number' ? n.toFixed(3) : '');
const lhCells = (r) => (!r ? ['', '', '', ''] : r.error ? ['FAILED', '', '', ''] : [String(r.score ?? ''), secs(r.lcpMs), ms(r.tbtMs), fixed3(r.cls)]);

/** One line per Lighthouse route for the terminal. */
export function lighthouseLine(row) {
  const one = (form) => {
    const r = row[form];
    if (!r) return `${form} -`;
    if (r.error) return `${form} FAILED (${r.error})`;
    return `${form} ${r.score} (LCP ${secs(r.lcpMs)} s, TBT ${ms(r.tbtMs)} ms, CLS ${fixed3(r.cls)})${r.warnings?.length ? ` [${r.warnings.join(' ')}]` : ''}`;
  };
  return `${row.path}: ${one('mobile')}; ${one('desktop')}`;
}

function lighthouseSection(report) {
  const rows = report.routes.filter((row) => row.lighthouse);
  if (!rows.length) return ['## Lighthouse', '', 'Not run (`--lighthouse=none`).', ''];
  const goal = report.lighthouseGoal;
  const goalRows = goal.paths.map((p) => {
    const row = rows.find((r) => r.path === p);
    const mobile = row?.lighthouse.mobile;
    const met = mobile && !mobile.error && mobile.score >= goal.score;
    const why = mobile && !mobile.error && !met ? [mobile.lcpElement ? `LCP element \`${mobile.lcpElement.slice(0, 60)}…\`` : '', ...(mobile.opportunities ?? [])].filter(Boolean).join('; ') : '';
    return [p, mobile ? (mobile.error ? 'FAILED' : String(mobile.score)) : 'not run', met ? 'met' : 'NOT met', why];
  });
  return [
    '## Lighthouse',
    '',
    `Lighthouse ${report.lighthouseVersion ?? ''} (the \`lighthouse\` package) in the same Chromium, performance category only, against the built system on the test`,
    'ports; mobile is its default (Moto G Power emulation, simulated slow 4G, 4× CPU slowdown), desktop its desktop preset. One run each',
    'on a shared 2-core machine: scores move by several points between runs, mostly through TBT. LCP in seconds, TBT in ms.',
    '',
    `### Goal: mobile performance ${goal.score} or more`,
    '',
    markdownTable(['route', 'mobile score', 'goal', 'what holds it back (Lighthouse)'], goalRows),
    '',
    '### Every route',
    '',
    markdownTable(
      ['route', 'mobile', 'LCP s', 'TBT ms', 'CLS', 'desktop', 'LCP s', 'TBT ms', 'CLS'],
      rows.map((row) => [row.path, ...lhCells(row.lighthouse.mobile), ...lhCells(row.lighthouse.desktop)]),
    ),
    '',
  ];
}

function wizardSection(report) {
  if (!report.wizardSteps) return [];
  return [
    '## Wizard step moves',
    '',
    'A complete draft opened at step 1; "Save and continue" pressed on steps 1 to 3. Main-thread ms is the renderer main thread\'s busy time',
    '(Chromium\'s TaskDuration in thread time) from the click until the next step has rendered and the autosave has answered; the goal is',
    'under 100 ms at full speed. Wall ms includes the autosave round trip.',
    '',
    markdownTable(
      ['CPU', 'step 1→2 main-thread ms', 'step 2→3', 'step 3→4', 'wall ms (1→2, 2→3, 3→4)'],
      report.wizardSteps.map((row) =>
        row.error ? [`×${row.cpuSlowdown}`, `FAILED: ${row.error}`, '', '', ''] : [`×${row.cpuSlowdown}`, ...row.moves.map((m) => String(m.mainThreadMs)), row.moves.map((m) => m.wallMs).join(', ')],
      ),
    ),
    '',
  ];
}

const CALLS = { autosave: 'autosave PUT /api/form/{id}', loginAsk: 'status login POST /api/login (code asked)', loginCode: 'status login POST /api/login (with code)', referenceList: 'reference list GET /api/country/list' };

function apiSection(report) {
  const api = report.api;
  if (!api) return ['## API', '', 'Not measured: `npm run bench:api -w api` writes docs/bench/api.json.', ''];
  const rows = [];
  for (const [engine, figures] of Object.entries(api.engines)) {
    if (figures.skipped) rows.push([engine, 'skipped', figures.skipped, '', '', '']);
    else for (const [call, f] of Object.entries(figures)) rows.push([engine, CALLS[call] ?? call, String(f.count), String(f.perSecond), String(f.p50Ms), String(f.p99Ms)]);
  }
  return [
    '## API',
    '',
    `\`npm run bench:api -w api\` (${api.date}): requests injected into the whole app in process (routing, validation, rate limits, database), ${api.concurrency} at a time.`,
    '',
    markdownTable(['database', 'call', 'calls', 'per second', 'p50 ms', 'p99 ms'], rows),
    '',
  ];
}

function loadSection(report) {
  const load = report.load;
  if (!load) return ['## Load test', '', 'Not run: `npm run bench:load -w api` writes docs/bench/load.json.', ''];
  if (load.skipped) return ['## Load test', '', `Skipped (${load.date}): ${load.skipped}.`, ''];
  const { setup, checks } = load;
  return [
    '## Load test',
    '',
    `\`npm run bench:load -w api\` (${load.date}), autocannon on loopback: ${setup.applicants} applicants autosaving every ${setup.saveEverySeconds} s for ${setup.seconds} s,`,
    `their saves alternating between ${setup.apiProcesses} API processes on one ${setup.database} database, and ${setup.loginsPerSecond} status logins a second.`,
    'Percentiles are the worst of the autocannon runs (an upper bound).',
    '',
    markdownTable(
      ['traffic', 'calls', 'per second', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'non-2xx'],
      [
        ['autosave', load.autosave],
        ['status login', load.login],
      ].map(([name, f]) => [name, String(f.calls), String(f.perSecond), String(f.p50Ms), String(f.p99Ms), String(f.maxMs), String(f.errors), String(f.non2xx)]),
    ),
    '',
    ...load.rss.map((r) => `- API process :${r.port}: RSS ${r.startMb} MB at the start, ${r.maxMb} MB at most, ${r.endMb} MB at the end`),
    `- checked in the database afterwards: **${checks.errors} errors, ${checks.lostUpdates} lost updates** over ${checks.applicantsChecked} applicants, each saved at least ${checks.savesPerApplicantAtLeast} times (${checks.unansweredAtStop} saves were unanswered when the run stopped; either draft counts for those)`,
    '',
  ];
}

export function writeReport(root, report) {
  const dir = path.join(root, 'docs/bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  const md = [
    '# Benchmark: bytes, Lighthouse, API and build times',
    '',
    `Measured ${report.date} on commit \`${report.commit}\` with Node ${report.node} and Chromium ${report.browser}, by \`npm run bench\` (bench/run.mjs).`,
    'Each route is a first visit in a fresh browser context (nothing cached), served as deployed by the static server',
    'on the test ports. "gzip" is each downloaded body compressed again with gzip level 6 (the static server\'s level),',
    '"wire" is what Chromium reports it received; 1 KB = 1024 bytes. Figures, not a timed test.',
    '',
    `**${budgetLine(report)}**`,
    '',
    '## Routes',
    '',
    `CLS is every layout shift of the visit added up (budget in npm test: under ${report.budget.clsLimit ?? CLS_LIMIT}). "prefetch JS KB" is what the shell`,
    'loaded on idle for the likely next pages after the first visit; it is not counted in the first visit.',
    '',
    markdownTable(HEAD, report.routes.map(routeCells)),
    '',
    ...homeBreakdown(report),
    ...lighthouseSection(report),
    ...wizardSection(report),
    ...apiSection(report),
    ...loadSection(report),
    '## Build',
    '',
    ...buildLines(report.build).map((l) => (l.startsWith('  ') ? `- ${l.trim()}` : l)),
    '',
  ].join('\n');
  writeFileSync(path.join(dir, 'latest.md'), md);
  return dir;
}
