// Moving between the application wizard's steps (issue 9 goal: under 100 ms of main-thread work per step): a
// complete draft is made through the form API, opened at step 1 with its key, and "Save and continue" is
// pressed on steps 1, 2 and 3. For each move, the main thread's busy time (Chromium's TaskDuration metric:
// every task the renderer ran, script, style, layout and paint) is read before the click and after the next
// step has rendered and the network is quiet (the autosave included), with and without a 4x CPU slowdown
// (measureStepMove: the click is the mouse's, Playwright's locator work stays out of the window).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './measure-routes.mjs';

export const STEP_GOAL_MS = 100;

/** A complete draft made through the form API, as the wizard would; `filledIn` marks the whole form as filled in. */
export async function createDraft(apiUrl, validDraft, { filledIn = true } = {}) {
  const headers = { 'content-type': 'application/json', Company: 'msic', WebsiteType: 'msic' };
  const draft = validDraft({ _previousNames: [] });
  const created = await fetch(`${apiUrl}/api/form`, { method: 'POST', headers, body: JSON.stringify({ Firstname: draft.Firstname, _stepCompleted: 0 }) });
  if (!created.ok) throw new Error(`POST /api/form answered ${created.status}`);
  const { id, key, form } = await created.json();
  const saved = await fetch(`${apiUrl}/api/form/${id}`, {
    method: 'PUT',
    headers: { ...headers, FormKey: key },
    body: JSON.stringify({ ...form, ...draft, _stepCompleted: 0, _formFilledIn: filledIn }),
  });
  if (!saved.ok) throw new Error(`PUT /api/form/${id} answered ${saved.status}: ${await saved.text()}`);
  return { id, key };
}

/** The least time an applicant spends on a step before pressing "Save and continue" (reading it, at least). */
export const TIME_ON_STEP_MS = 3000;

/**
 * The applicant on a step before the next measured action: TIME_ON_STEP_MS, then until the page is idle (an idle
 * callback has run). What the page does then, before the click (the next step rendered ahead, hidden, decision
 * 050), is done while the applicant reads and types, as on a phone; the move's window starts at the click.
 */
export async function applicantOnStep(page) {
  await page.waitForTimeout(TIME_ON_STEP_MS);
  await page.evaluate(() => new Promise((resolve) => globalThis.requestIdleCallback(() => resolve(undefined), { timeout: 10_000 })));
}

async function taskSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
}

/**
 * One "Save and continue" from step `from` to step `to`, measured as the applicant's click costs the page: the
 * button is found and its place read before the measured window, and pressed with the mouse (CDP input events).
 * Playwright's locator and actionability checks run in the page (role and name computation, hit tests, forced
 * layouts): inside the window they cost about 70 ms at 4x, which no applicant's click costs (decision 048). The
 * window ends when the next step's address is shown and the network has been quiet for 300 ms (the autosave
 * included); the step's heading is checked after it. Before the click, the applicant spends some time on the step
 * (applicantOnStep). `shownMs` is what the applicant waits: from the click to the first frame with the next step in
 * the page, read in the page.
 */
/** The three step moves of the wizard (1 to 2, 2 to 3, 3 to 4), one after the other, each as measureStepMove measures it. */
export async function measureStepMoves(page, cdp, recorder, id) {
  const moves = [];
  for (const [from, to] of [
    [1, 2],
    [2, 3],
    [3, 4],
  ]) {
    moves.push(await measureStepMove(page, cdp, recorder, { id, from, to }));
  }
  return moves;
}

async function measureStepMove(page, cdp, recorder, { id, from, to }) {
  await page.waitForURL(new RegExp(`/apply/form/${id}/step${from}(\\?|$)`));
  await applicantOnStep(page);
  const button = page.getByRole('button', { name: 'Save and continue' });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error(`step ${from}: "Save and continue" is not on screen`);
  // the moment the next step is on screen, seen from the page: from the click to the first frame after the step's
  // element replaced this one's in the page (a MutationObserver and one frame: no polling in the measured window)
  await page.evaluate((to) => {
    const stepInPage = () => globalThis.document.querySelector('main .wizard-step-slot > .wizard-step-slot');
    globalThis.__nextStepShown = new Promise((resolve) => {
      let clicked;
      let shown;
      const observer = new globalThis.MutationObserver(() => {
        const now = stepInPage();
        if (clicked === undefined || !now || now === shown || !globalThis.location.pathname.endsWith(`/step${to}`)) return;
        observer.disconnect();
        globalThis.requestAnimationFrame(() => resolve(Math.round(globalThis.performance.now() - clicked)));
      });
      globalThis.document.addEventListener(
        'click',
        () => {
          clicked = globalThis.performance.now();
          shown = stepInPage();
        },
        { capture: true, once: true },
      );
      observer.observe(globalThis.document.querySelector('main'), { childList: true, subtree: true });
    });
  }, to);
  // the move's save (the step's completion): the window holds its request and its answer's handling, whether the
  // page sends it before or after it shows the next step (decision 065). Without this wait, a save sent after the
  // address changed could start after the quiet period below had already been seen, and fall outside the window.
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/form/${id}`, { timeout: 30_000 });
  const before = await taskSeconds(cdp);
  const wall = Date.now();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForURL(new RegExp(`/apply/form/${id}/step${to}(\\?|$)`), { timeout: 30_000 });
  await saved;
  await recorder.settled(300);
  // the quiet period the recorder waits for is idle time: the busy time does not count it
  const mainThreadMs = Math.round(((await taskSeconds(cdp)) - before) * 1000);
  const wallMs = Date.now() - wall;
  const shownMs = await page.evaluate(() => globalThis.__nextStepShown);
  await page.locator('main h1').first().waitFor({ state: 'visible' });
  return { from, to, mainThreadMs, wallMs, shownMs };
}

async function oneRun(browser, { shellUrl, apiUrl, validDraft, recordResponses, cpuSlowdown }) {
  const { id, key } = await createDraft(apiUrl, validDraft);
  const context = await browser.newContext({ baseURL: shellUrl });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const recorder = recordResponses(page);
    await page.goto(`/apply/form/${id}/step1?key=${encodeURIComponent(key)}`);
    await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    await recorder.settled();
    if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    return await measureStepMoves(page, cdp, recorder, id);
  } finally {
    await context.close();
  }
}

/** Measures the step moves; resolves with one row per CPU setting. */
export async function measureWizardSteps({ shellUrl, apiUrl, validDraft, recordResponses }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const rows = [];
    for (const cpuSlowdown of [1, 4]) {
      try {
        rows.push({ cpuSlowdown, moves: await oneRun(browser, { shellUrl, apiUrl, validDraft, recordResponses, cpuSlowdown }) });
      } catch (error) {
        rows.push({ cpuSlowdown, error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
      }
    }
    return rows;
  } finally {
    await browser.close();
  }
}
