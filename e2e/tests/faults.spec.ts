// Issue 10, faults: nothing is lost when part of the system fails. One remote down (its routes only), the API
// stopped in the middle of an application and started again (the autosave catches up), a slow API (the
// interface stays usable), a double-clicked or double-Entered confirm (one people record). PostgreSQL restarted
// under the API is an API test (api/src/db/postgres-faults.test.ts): the test system runs on PGlite.
import type { Locator, Page } from '@playwright/test';
import { formOnServer, mailsTo, recordApiCalls, savedCompleteForm, slowDownApi, unique } from '../support/faults';
import { choose, sel, tb } from '../support/wizard';
import { API_URL, expect, navigateInApp, pageHeading, startApi, startRemote, stopApi, stopRemote, test } from '../support/system';

const saveState = (page: Page) => page.getByTestId('save-state');
const WIZARD_HEADING = 'Apply for an MSIC Card';

/** Starts a new application and waits for its first save: answers its id and form key (from the create call). */
async function startApplication(page: Page, firstName: string): Promise<{ id: number; key: string }> {
  await page.goto('/apply/form/step1');
  // the first page of a run loads every shared layer on a busy machine: a cold start gets more time
  await expect(pageHeading(page)).toHaveText(WIZARD_HEADING, { timeout: 30_000 });
  const created = page.waitForResponse((r) => r.url() === `${API_URL}/api/form` && r.request().method() === 'POST');
  await tb(page, 'First name').fill(firstName);
  const { id, key } = (await (await created).json()) as { id: number; key: string };
  await expect(page).toHaveURL(new RegExp(`/apply/form/${id}/step1$`));
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved');
  return { id, key };
}

test('a remote going down mid-visit fails only its own routes: the wizard and the API keep working, and "Try again" recovers', async ({ page }) => {
  // from a page that prefetches nothing (home prefetches the wizard and tracking on a link's intent, which would hide the outage)
  await page.goto('/privacy');
  await expect(pageHeading(page)).toBeVisible();
  await stopRemote('statusTracking');
  try {
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await mainNav.getByRole('link', { name: 'Track' }).click();
    const panel = page.getByTestId('remote-failure');
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('data-remote', 'statusTracking');
    await expect(mainNav).toBeVisible();

    // the rest works, in the same document: the application remote loads, takes answers and saves them
    await navigateInApp(page, '/apply/form/step1');
    await expect(pageHeading(page)).toHaveText(WIZARD_HEADING);
    await expect(panel).toHaveCount(0);
    await tb(page, 'First name').fill('Remote');
    await expect(saveState(page)).toHaveAttribute('data-state', 'saved');
    await expect(page).toHaveURL(/\/apply\/form\/\d+\/step1$/);
    // and the content remote too
    await mainNav.getByRole('link', { name: 'FAQ' }).click();
    await expect(pageHeading(page)).toBeVisible();
    await expect(panel).toHaveCount(0);

    // tracking is still down; once it is back, "Try again" loads it without a reload
    await mainNav.getByRole('link', { name: 'Track' }).click();
    await expect(panel).toBeVisible();
    await startRemote('statusTracking');
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(panel).toHaveCount(0);
    await expect(pageHeading(page)).toHaveText(/Track your MSIC application/);
  } finally {
    await startRemote('statusTracking');
  }
});

test('the API stopped mid-application and started again: nothing typed is lost, the autosave catches up on its own', async ({ page }) => {
  test.setTimeout(120_000);
  const { id, key } = await startApplication(page, 'Ada');

  await stopApi();
  try {
    // typing goes on while the API is down: every answer stays on the page and on this device
    await tb(page, 'Middle names').fill('Augusta');
    await tb(page, 'Surname').fill('Lovelace');
    await expect(saveState(page)).toHaveAttribute('data-state', 'offline');
    await expect(saveState(page)).toContainText('Not saved yet');
    // spec §4, §8: after 3 failed saves in a row, the connection modal (once)
    const modal = page.getByRole('dialog', { name: 'We are having trouble saving your form' });
    await expect(modal).toBeVisible({ timeout: 20_000 });
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(modal).toBeHidden();
    await tb(page, 'Town or city of birth').fill('London');
    await page.getByLabel('Date of birth').fill('1985-12-10');
    await expect(tb(page, 'Surname')).toHaveValue('Lovelace');
    await expect(saveState(page)).toHaveAttribute('data-state', 'offline');
    const local = await page.evaluate((formId) => window.localStorage.getItem(`msic-application-draft:${formId}`), id);
    expect(JSON.parse(local ?? '{}')).toMatchObject({ dirty: true, draft: { Middlenames: 'Augusta', Surname: 'Lovelace', Birthplace: 'London' } });
  } finally {
    await startApi();
  }
  const back = Date.now();

  // nobody touches the page: the autosave retries on its own and saves what was typed during the outage
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved', { timeout: 40_000 });
  test.info().annotations.push({ type: 'autosave caught up', description: `${Date.now() - back} ms after the API answered again` });
  expect(await formOnServer(page.request, id, key)).toMatchObject({ Firstname: 'Ada', Middlenames: 'Augusta', Surname: 'Lovelace', Birthplace: 'London', Birthdate: '1985-12-10' });

  await page.reload();
  await expect(pageHeading(page)).toHaveText(WIZARD_HEADING);
  await expect(tb(page, 'First name')).toHaveValue('Ada');
  await expect(tb(page, 'Middle names')).toHaveValue('Augusta');
  await expect(tb(page, 'Surname')).toHaveValue('Lovelace');
  await expect(tb(page, 'Town or city of birth')).toHaveValue('London');
  await expect(page.getByLabel('Date of birth')).toHaveValue('1985-12-10');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a slow API (2.5 s a call) leaves the wizard usable: typing is not blocked, saving shows, one form is created, steps move', async ({ page }) => {
  test.setTimeout(90_000);
  const api = recordApiCalls(page);
  await slowDownApi(page, 2_500);
  const email = `slow.${unique()}@example.com`;
  await page.goto('/apply/form/step1');
  await expect(pageHeading(page)).toHaveText(WIZARD_HEADING, { timeout: 30_000 });

  // the first save is held back: the indicator says so, and the fields keep taking answers meanwhile
  const firstSaveAnswered = page
    .waitForResponse((r) => r.url() === `${API_URL}/api/form` && r.request().method() === 'POST')
    .then(() => Date.now());
  await tb(page, 'First name').fill('Grace');
  await expect(saveState(page)).toHaveAttribute('data-state', 'saving');
  await expect(saveState(page)).toHaveText('Saving…');
  await tb(page, 'Middle names').fill('Brewster');
  await tb(page, 'Surname').fill('Hopper');
  await tb(page, 'Email address').fill(email);
  await expect(tb(page, 'Surname')).toHaveValue('Hopper');
  const typed = Date.now();
  expect(typed, 'the answers were typed before the first save was answered').toBeLessThan(await firstSaveAnswered);
  await tb(page, 'Confirm email address').fill(email);

  // the answers typed during the slow save are not overwritten by its answer, and one form is created, not one per change
  await expect(page).toHaveURL(/\/apply\/form\/\d+\/step1$/, { timeout: 15_000 });
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await expect(tb(page, 'Surname')).toHaveValue('Hopper');
  await expect(tb(page, 'Email address')).toHaveValue(email);
  expect(api.count('POST /api/form')).toBe(1);

  // the rest of step 1, then "Save and continue" clicked twice in a row: one move to step 2, no conflict
  await page.getByLabel('Date of birth').fill('1986-12-09');
  await page.getByRole('radio', { name: 'Female', exact: true }).check();
  await page.getByRole('radio', { name: 'Mobile', exact: true }).check();
  await tb(page, 'Mobile phone').fill('0491 570 156');
  await choose(sel(page, 'Country of birth'), 'Australia');
  await tb(page, 'Town or city of birth').fill('Fremantle');
  await choose(sel(page, 'State of birth'), 'WA');
  await choose(sel(page, 'Citizenship'), 'Australia');
  await expect(sel(page, 'Identity document')).toHaveValue('4');
  await tb(page, 'Given names, as on the document').fill('Grace');
  await tb(page, 'Family name, as on the document').fill('Hopper');
  await choose(sel(page, 'State of registration'), 'WA');
  await tb(page, 'Registration number').fill('7654321');
  await page.getByLabel('Registration date').fill('1987-01-05');
  const next = page.getByRole('button', { name: 'Save and continue' });
  await next.dblclick();
  // a saved form moves on at once, with its save still in flight (decision 065): the second click of the pair
  // reaches nothing on step 2, so the applicant is on step 2 and not beyond it
  await expect(page).toHaveURL(/\/apply\/form\/\d+\/step2$/, { timeout: 5_000 });
  await expect(tb(page, 'Street address')).toBeVisible();
  await expect(saveState(page)).toHaveAttribute('data-state', 'saving');
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await expect(page).toHaveURL(/\/apply\/form\/\d+\/step2$/);
  expect(api.count(/^PUT \/api\/form\/\d+$/), 'the save of the move').toBeGreaterThanOrEqual(1);

  // moving between steps does not wait for the API: back to step 1 with every answer, and on again
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/step1$/);
  await expect(tb(page, 'Surname')).toHaveValue('Hopper', { timeout: 2_000 });
  await expect(tb(page, 'Registration number')).toHaveValue('7654321');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/step2$/, { timeout: 15_000 });
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  expect(api.count('POST /api/form')).toBe(1);
});

test.describe('the final confirm pressed twice (one people record, not two)', () => {
  async function openSummary(page: Page, employer: string) {
    const email = `applicant.${unique()}@example.com`;
    const form = await savedCompleteForm(page.request, { Email: email, _confirmEmail: email, Employeremail: employer });
    await page.goto(`/apply/form/${form.id}/step4?key=${form.key}`);
    await expect(page.getByText('Check your answers before you confirm your application.')).toBeVisible({ timeout: 30_000 });
    await page.getByLabel(/In person/).check();
    await page.getByLabel(/I have read and accept the/).check();
    await tb(page, 'Name on the card').fill('Jane O Brien');
    await tb(page, 'Card number').fill('4242 4242 4242 4242');
    await tb(page, 'Expiry date (MM/YY)').fill('12/30');
    await tb(page, 'Security code (CVC)').fill('123');
    return form;
  }

  /**
   * Exactly one people record for the form: one payment call, which issues the application (issue 40: a charge ends in
   * an issued application, so the wizard makes no conversion call after it), one employer request mailed, and the
   * API's own answer.
   */
  async function expectOnePerson(page: Page, form: { id: number; key: string }, employer: string, api: ReturnType<typeof recordApiCalls>) {
    await expect(page).toHaveURL(/\/status\/\d+$/, { timeout: 20_000 });
    const peopleId = Number(/\/status\/(\d+)$/.exec(page.url())![1]);
    expect(api.count(`POST /api/form/${form.id}/payment`)).toBe(1);
    expect(api.count(`POST /api/form/${form.id}/people`)).toBe(0);
    expect((await formOnServer(page.request, form.id, form.key))._peopleId).toBe(peopleId);
    // the employer's signing request is made with the people record: one mail means one record
    await expect.poll(async () => (await mailsTo(page.request, employer)).filter((m) => m.kind === 'operational-need').length).toBe(1);
    // and the API itself answers the same person to more confirms of the form, however many arrive together
    const headers = { Company: 'msic', WebsiteType: 'msic', FormKey: form.key };
    const again = await Promise.all([1, 2, 3].map(() => page.request.post(`${API_URL}/api/form/${form.id}/people`, { headers })));
    expect(await Promise.all(again.map(async (r) => (await r.json()).Id))).toEqual([peopleId, peopleId, peopleId]);
    expect((await mailsTo(page.request, employer)).filter((m) => m.kind === 'operational-need')).toHaveLength(1);
  }

  /** A form (an employer of its own) on its summary, confirmed by `press` on its button: one people record. */
  async function confirmsOnce(page: Page, press: (confirm: Locator) => Promise<void>) {
    const employer = `employer.${unique()}@example.com`;
    const form = await openSummary(page, employer);
    const api = recordApiCalls(page);
    await press(page.getByRole('button', { name: 'Confirm and submit my application' }));
    await expectOnePerson(page, form, employer, api);
  }

  test('a double-click on "Confirm and submit" pays once and converts once', async ({ page }) => {
    test.setTimeout(60_000);
    await confirmsOnce(page, (confirm) => confirm.dblclick());
  });

  test('Enter pressed rapidly on "Confirm and submit" converts once', async ({ page }) => {
    test.setTimeout(60_000);
    await confirmsOnce(page, async (confirm) => {
      await confirm.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
    });
  });
});
