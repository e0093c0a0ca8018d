// Moving between the application wizard's steps (issue 9 goal: under 100 ms of main-thread work per step): a
// complete draft is made through the form API, opened at step 1 with its key, and "Save and continue" is
// pressed on steps 1, 2 and 3. For each move, the main thread's busy time (Chromium's TaskDuration metric:
// every task the renderer ran, script, style, layout and paint) is read before the click and after the next
// step has rendered and the network is quiet (the autosave included), with and without a 4x CPU slowdown.
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

async function taskSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
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
    const moves = [];
    for (const [from, to] of [
      [1, 2],
      [2, 3],
      [3, 4],
    ]) {
      await page.waitForURL(new RegExp(`/apply/form/${id}/step${from}(\\?|$)`));
      const before = await taskSeconds(cdp);
      const wall = Date.now();
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await page.waitForURL(new RegExp(`/apply/form/${id}/step${to}(\\?|$)`), { timeout: 15_000 });
      await page.locator('main h1').first().waitFor({ state: 'visible' });
      await recorder.settled(300);
      // the quiet period the recorder waits for is idle time: the busy time does not count it
      moves.push({ from, to, mainThreadMs: Math.round(((await taskSeconds(cdp)) - before) * 1000), wallMs: Date.now() - wall });
    }
    return moves;
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
