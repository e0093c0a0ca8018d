// Where a wizard step move spends its main-thread time (issue 15, decision 048): the same draft and moves as
// wizard-typing.mjs, at 4x CPU slowdown, with the V8 sampling profiler (CDP Profiler) and a trace around each
// move. Prints, per move, the busy time; React's commits and the components each rendered (counted by a stand-in
// for the devtools hook, which production React calls too), with the outermost one; the renderer's time by kind
// (script, style, layout, paint, GC); and the functions with the most self time. Each profile goes to
// .scratch/wizard-profiles/ (open it in Chrome DevTools). The profiler and the trace slow the page: compare the
// busy time here with itself, not with the bench's. Clicks through Playwright's locator, as a user of it would.
// `node bench/wizard-profile.mjs` (builds as they are, test ports moved by E2E_PORT_BASE).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './measure-routes.mjs';
import { applicantOnStep, createDraft } from './wizard-steps.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const taskMs = async (cdp) => ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;

/** Self time per function (and per script) of a CDP profile, in ms, largest first. */
export function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const f = node.callFrame;
    const script = f.url ? f.url.split('/').slice(-1)[0] : f.functionName || '(native)';
    const name = `${f.functionName || '(anonymous)'} ${script}:${f.lineNumber + 1}`;
    const entry = self.get(name) ?? { name, script, ms: 0 };
    entry.ms += (dt[i + 1] ?? 0) / 1000;
    self.set(name, entry);
  }
  const functions = [...self.values()].sort((a, b) => b.ms - a.ms);
  const scripts = new Map();
  for (const f of functions) scripts.set(f.script, (scripts.get(f.script) ?? 0) + f.ms);
  return { functions, scripts: [...scripts.entries()].sort((a, b) => b[1] - a[1]) };
}

/** The renderer main thread's busy time of a trace, split into the kinds of work DevTools shows. */
export function traceKinds(trace) {
  const events = trace.traceEvents ?? trace;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return [];
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const KIND = { UpdateLayoutTree: 'style', RecalculateStyles: 'style', Layout: 'layout', Paint: 'paint', PrePaint: 'paint', Layerize: 'paint', UpdateLayer: 'paint', 'CompositeLayers': 'paint', ParseHTML: 'parse HTML', ParseAuthorStyleSheet: 'parse CSS', EvaluateScript: 'script', 'v8.compile': 'compile', 'v8.compileModule': 'compile', FunctionCall: 'script', EventDispatch: 'script', TimerFire: 'script', FireAnimationFrame: 'script', RunMicrotasks: 'script', 'v8.run': 'script', MajorGC: 'gc', MinorGC: 'gc', 'V8.GCScavenger': 'gc', HitTest: 'hit test' };
  const totals = new Map();
  // self time per kind: an event's time minus its children's
  const stack = [];
  const add = (kind, ms) => totals.set(kind, (totals.get(kind) ?? 0) + ms);
  for (const e of mine) {
    while (stack.length && stack.at(-1).end <= e.ts) stack.pop();
    const kind = KIND[e.name] ?? (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask' ? 'other' : undefined);
    const parent = stack.at(-1);
    if (kind) {
      add(kind, e.dur / 1000);
      if (parent?.kind) add(parent.kind, -e.dur / 1000);
      stack.push({ end: e.ts + e.dur, kind });
    }
  }
  return [...totals.entries()].filter(([, ms]) => ms > 1).sort((a, b) => b[1] - a[1]);
}

/** Self time per trace event name on the renderer main thread (what "other" is made of). */
export function traceSelfByName(trace) {
  const events = trace.traceEvents ?? trace;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return [];
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  for (const e of mine) {
    while (stack.length && stack.at(-1).end <= e.ts) stack.pop();
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur / 1000);
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, self.get(parent.name) - e.dur / 1000);
    stack.push({ end: e.ts + e.dur, name: e.name });
  }
  return [...self.entries()].filter(([, ms]) => ms > 2).sort((a, b) => b[1] - a[1]);
}

async function main() {
  const { loadE2eSupport } = await import('./e2e-support.mjs');
  const support = loadE2eSupport();
  const system = await support.startTestSystem();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const { id, key } = await createDraft(system.apiUrl, support.validDraft, { filledIn: false });
    const context = await browser.newContext({ baseURL: system.shellUrl });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    // the long animation frames of a move, with what ran in them (script entries name their invoker)
    await page.addInitScript(() => {
      globalThis.__loafs = [];
      new PerformanceObserver((list) => globalThis.__loafs.push(...list.getEntries().map((e) => ({ ms: Math.round(e.duration), render: Math.round(e.duration - (e.renderStart ? e.renderStart - e.startTime : e.duration)), style: Math.round(e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0), scripts: e.scripts.map((x) => `${x.invoker} ${Math.round(x.duration)}`).slice(0, 4) })))).observe({ type: 'long-animation-frame', buffered: false });
    });
    // React calls a devtools hook on every commit, production builds included: count the commits of a move
    await page.addInitScript(() => {
      const counts = { commits: 0, fibers: 0, list: [], names: {} };
      globalThis.__wizardCommits = counts;
      globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onScheduleFiberRoot: () => {},
        onCommitFiberRoot: (_id, root) => {
          counts.commits++;
          // as React DevTools does: a subtree whose child list is the previous one was not touched by this commit;
          // a component rendered when it is new or has PerformedWork (flag 1)
          let n = 0;
          const tops = [];
          const nameOf = (f) => (typeof f.type === 'function' ? f.type.displayName || f.type.name : f.type && typeof f.type === 'object' ? f.type.displayName || f.type.render?.name || f.type.type?.name || '' : '');
          const visit = (next, prev, topFound) => {
            const isComponent = typeof next.type === 'function' || (next.type && typeof next.type === 'object');
            const rendered = isComponent && (prev === null || (next.flags & 1) === 1);
            if (rendered) {
              n++;
              const name = nameOf(next) || '(anonymous)';
              counts.names[name] = (counts.names[name] ?? 0) + 1;
            }
            let found = topFound;
            if (rendered && !found && nameOf(next)) {
              if (tops.length < 3) tops.push(`${nameOf(next)}{${typeof next.type === 'function' ? String(next.type).slice(0, 160) : ''}}`);
              found = true;
            }
            if (prev !== null && next.child === prev.child) return;
            for (let c = next.child; c; c = c.sibling) visit(c, c.alternate, found);
          };
          const current = root.current;
          visit(current, current.alternate, false);
          counts.fibers += n;
          counts.list.push(`${n}[${tops.join(',')}]`);
        },
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        checkDCE: () => {},
      };
    });
    const recorder = support.recordResponses(page);
    await page.goto(`/apply/form/${id}/step1?key=${encodeURIComponent(key)}`);
    await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    await recorder.settled(1200);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    mkdirSync(path.join(ROOT, '.scratch/wizard-profiles'), { recursive: true });
    for (const [from, to] of [[1, 2], [2, 3], [3, 4]]) {
      await page.waitForURL(new RegExp(`/apply/form/${id}/step${from}(\\?|$)`));
      await applicantOnStep(page);
      const before = await taskMs(cdp);
      await page.evaluate(() => Object.assign(globalThis.__wizardCommits, { commits: 0, fibers: 0, list: [], names: {} }));
      await page.evaluate(() => (globalThis.__loafs.length = 0));
      await cdp.send('Profiler.start');
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await page.waitForURL(new RegExp(`/apply/form/${id}/step${to}(\\?|$)`), { timeout: 30_000 });
      await page.locator('main h1').first().waitFor({ state: 'visible' });
      await recorder.settled(300);
      const { profile } = await cdp.send('Profiler.stop');
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
      const busy = Math.round((await taskMs(cdp)) - before);
      writeFileSync(path.join(ROOT, `.scratch/wizard-profiles/step${from}-to-${to}.cpuprofile`), JSON.stringify(profile));
      const { functions, scripts } = selfTimes(profile);
      const commits = await page.evaluate(() => globalThis.__wizardCommits);
      console.log(`\nstep ${from}→${to}: ${busy} ms busy (TaskDuration); React: ${commits.commits} commits, ${commits.fibers} components rendered (per commit, with the outermost): ${commits.list.join(' ')}`);
      console.log(`  components rendered, by name: ${Object.entries(commits.names).sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${k} ${v}`).join(', ')}`);
      console.log(`  by script: ${scripts.filter(([s]) => s !== '(idle)').slice(0, 10).map(([s, ms]) => `${s} ${ms.toFixed(0)}`).join(', ')}`);
      console.log(`  renderer main thread, by kind of work (trace, nested events counted in their parent's kind): ${traceKinds(trace).map(([k, ms]) => `${k} ${ms.toFixed(0)}`).join(', ')}`);
      const loafs = await page.evaluate(() => globalThis.__loafs);
      console.log(`  long animation frames: ${loafs.map((l) => `${l.ms} ms (render ${l.render}, style+layout ${l.style}; ${l.scripts.join(' | ')})`).join('; ')}`);
      console.log(`  trace events by self time: ${traceSelfByName(trace).slice(0, 14).map(([k, ms]) => `${k} ${ms.toFixed(0)}`).join(', ')}`);
      for (const f of functions.filter((x) => x.script !== '(idle)').slice(0, 25)) console.log(`  ${f.ms.toFixed(1).padStart(6)} ms  ${f.name}`);
    }
    await context.close();
  } finally {
    await browser.close();
    await system.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
