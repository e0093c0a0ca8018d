// The application wizard (issue 3): spec §2 routes and screens, §4 steps, autosave, idle and confirm, §5 rules
// on the page, §7 form and mail calls. Each journey ends where the spec says: the status page.
import type { APIRequestContext, Page } from '@playwright/test';
import { jsBudgetOf } from '../support/budgets';
import { formatKb, measureFirstVisit, sharedLibraryCopies } from '../support/page-weight';
import { MESSAGES } from 'shared-contracts/form';
import { formAtStep, formUrl } from '../support/a11y';
import { mailsTo as mailsToAddress, unique } from '../support/faults';
import { SHELL_URL, expect, pageHeading, patchRuntimeConfig, test } from '../support/system';
import { choose, chooseTwoYears, fillFremantleSince2012, fillNeedAndEmployer, fillStepOne, next, payByCard, sel, tb } from '../support/wizard';

const mailsTo = (page: Page, address: string) => mailsToAddress(page.request, address);

// full journeys type a whole application on a shared machine: more than the suite's default 30 s
test.describe.configure({ timeout: 120_000 });

const JANE = { firstname: 'Jane', middlenames: 'Mary', surname: "O'Brien", birthDate: '1985-04-12', birthTown: 'Fremantle', registrationNumber: '1234567', registrationDate: '1985-05-01' };
const fillJane = (page: Page, email: string) => fillStepOne(page, { ...JANE, email });

/**
 * A new application (an address of its own, `<label>.<n>@example.com`) past step 1, open on step 2; its address. Step 1
 * is saved through the form API as the wizard saves it: typing it is the journeys' subject (the first test, renewal,
 * job-ready, ASIC), not these tests', and it cost each a page of typing on a busy machine.
 */
async function janeOnStepTwo(page: Page, request: APIRequestContext, label: string): Promise<string> {
  const email = `${label}.${unique()}@example.com`;
  // the wizard starts every draft with the postal address the same as the current one (emptyApplicantDraft)
  const form = await formAtStep(request, 'msic', 2, { email, answers: { _postalSame: true } });
  await page.goto(formUrl('msic', form, 2));
  await expect(page).toHaveURL(/\/step2(\?|$)/);
  return email;
}

async function fillStepTwo(page: Page) {
  await tb(page, 'Street address').fill('12 Marine Tce');
  await fillFremantleSince2012(page);
}

async function confirmOnSummary(page: Page, lodgement: RegExp, options: { declineFirst?: boolean } = {}) {
  await page.getByLabel(lodgement).check();
  await page.getByLabel(/I have read and accept the/).check();
  if (options.declineFirst) {
    // the sandbox processor's documented declining test card (api/README.md)
    await payByCard(page, 'Jane O Brien', '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Confirm and submit my application' }).click();
    await expect(page.getByText('Your card was declined.')).toBeVisible();
  }
  await payByCard(page, 'Jane O Brien');
  await page.getByRole('button', { name: 'Confirm and submit my application' }).click();
  // spec §4: convert, log in with people id, birth date and code, then status
  await expect(page).toHaveURL(/\/status\/\d+$/, { timeout: 20_000 });
}

test('a new standard MSIC application goes through every step, the summary and confirm to the status page', { tag: '@cluster' }, async ({ page }) => {
  const email = `jane.${unique()}@example.com`;
  const employer = `sam.${unique()}@example.com`;
  await page.goto('/apply/form/step1');
  // the first page of a run loads every shared layer on a busy machine: a cold start gets more time
  await expect(pageHeading(page)).toHaveText('Apply for an MSIC Card', { timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Application steps' }).getByRole('listitem')).toHaveCount(4);

  // spec §5: step 1 'next' needs a valid form; the errors are listed in a summary and beside each field
  await next(page);
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  await expect(page.getByText('Enter your first name').first()).toBeVisible();

  await fillJane(page, email);
  await next(page);
  await expect(page).toHaveURL(/\/apply\/form\/\d+\/step2$/);
  const id = Number(/form\/(\d+)\//.exec(page.url())![1]);

  // spec §4 step guard: step 4 is not reachable before step 3 is complete
  await page.goto(`/apply/form/${id}/step4`);
  await expect(page).toHaveURL(`${SHELL_URL}/apply/form/${id}/step2`);

  await fillStepTwo(page);
  await next(page);
  await expect(page).toHaveURL(`${SHELL_URL}/apply/form/${id}/step3`);

  await page.getByRole('radio', { name: 'A new MSIC', exact: true }).check();
  await chooseTwoYears(page);
  await fillNeedAndEmployer(page, employer);
  await next(page);
  await expect(page).toHaveURL(`${SHELL_URL}/apply/form/${id}/step4`);
  await expect(page.getByTestId('price')).toContainText('Total: $270.00');
  await confirmOnSummary(page, /In person/, { declineFirst: true });

  // the employer is asked to sign the operational need (conversion opens the request)
  await expect.poll(async () => (await mailsTo(page, employer)).map((m) => m.kind)).toContain('operational-need');
});

test('confirming says the application is being submitted; a failed conversion lands on the processing page and is not reported again (spec §4, §8)', async ({ page, request }) => {
  const form = await formAtStep(request, 'msic', 4);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/form/*/people', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal Server Error' }) });
  });
  const reports: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/form\/\d+\/error$/.test(r.url())) reports.push(r.url());
  });
  await page.goto(formUrl('msic', form, 4));
  await expect(pageHeading(page)).toHaveText('Apply for an MSIC Card', { timeout: 30_000 });
  await page.getByLabel(/At a participating Australia Post office/).check();
  await page.getByLabel(/I have read and accept the/).check();
  await page.getByRole('button', { name: 'Confirm and submit my application' }).click();
  // while the conversion is held: a status line, and the button cannot be pressed again
  await expect(page.getByRole('status').filter({ hasText: 'We are submitting your application' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Confirm and submit my application/ })).toBeDisabled();
  release();
  await expect(page).toHaveURL(new RegExp(`/apply/form/${form.id}/processing$`));
  await expect(pageHeading(page)).toHaveText('Processing your application');
  await expect(page.getByText(MESSAGES.processingError)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to the summary' })).toHaveAttribute('href', `/apply/form/${form.id}/step4`);
  // the failing call was the conversion (a people call): the processing page posts no error report (spec §8)
  expect(reports).toEqual([]);
});

test('renew quick-start saves a renewal, mails the link once, and the renewal reaches the status page', async ({ page }) => {
  const email = `renew.${unique()}@example.com`;
  await page.goto('/renew');
  await page.getByRole('button', { name: 'Start my renewal' }).click();
  await expect(page.getByText('Enter your first name').first()).toBeVisible();
  await tb(page, 'First name').fill('Jane');
  await tb(page, 'Surname').fill("O'Brien");
  await tb(page, 'Email address').fill(email);
  await tb(page, 'Confirm email address').fill(email);
  await page.getByRole('button', { name: 'Start my renewal' }).click();
  await expect(page).toHaveURL(/\/apply\/form\/\d+\/step1$/);
  await expect(pageHeading(page)).toHaveText('Renew your MSIC Card');
  const mails = await mailsTo(page, email);
  expect(mails.filter((m) => m.kind === 'form-saved')).toHaveLength(1);
  const id = /form\/(\d+)\//.exec(page.url())![1];
  expect(mails[0]!.text).toContain(`/apply/form/${id}/?key=`);

  await fillJane(page, email);
  await next(page);
  await fillStepTwo(page);
  await next(page);
  await expect(page.getByRole('radio', { name: 'A renewal of my current MSIC', exact: true })).toBeChecked();
  await choose(sel(page, 'Issuing body of your current card'), { index: 1 });
  const body = await sel(page, 'Issuing body of your current card').locator('option:checked').textContent();
  await tb(page, 'Current MSIC number').fill(body?.includes('(VEP)') ? 'VEP0001234' : 'ABC12345');
  await chooseTwoYears(page);
  await fillNeedAndEmployer(page, `emp.${unique()}@example.com`);
  await next(page);
  await expect(page).toHaveURL(/\/step4$/);
  await confirmOnSummary(page, /In person/);

  // the emailed link opens the form on another device (spec §2 key parameter); a completed form alerts and goes to status (§8)
  const link = /(http\S+\?key=\S+)/.exec(mails[0]!.text)![1]!;
  const other = await page.context().browser()!.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto(link);
  await expect(elsewhere.getByText('The MSIC form has been completed. Redirecting you to the status page.')).toBeVisible();
  await expect(elsewhere).toHaveURL(/\/(status\/\d+|track-msic)$/);
  await other.close();
});

test('a job-ready (asset-msic) application has 3 steps and pays on step 3, then reaches the status page', async ({ page }) => {
  const email = `asset.${unique()}@example.com`;
  const asset = `http://asset-msic.localhost:${new URL(SHELL_URL).port}`;
  await page.goto(`${asset}/apply/form/step1?job_ready=1`);
  await expect(pageHeading(page)).toHaveText('Apply for a Job Ready MSIC', { timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Application steps' }).getByRole('listitem')).toHaveCount(3);
  await fillJane(page, email);
  await next(page);
  await fillStepTwo(page);
  await next(page);
  await expect(page).toHaveURL(/\/step3$/);
  await expect(page.getByText('Check your answers before you confirm your application.')).toBeVisible();
  await confirmOnSummary(page, /Job Ready program/);
});

test('going offline mid-step keeps every answer, saves it when the connection returns, and a reload shows it', async ({ page, context, request }) => {
  await janeOnStepTwo(page, request, 'offline');
  await expect(tb(page, 'Street address')).toBeVisible();

  await context.setOffline(true);
  await tb(page, 'Street address').fill('99 Offline Parade');
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'offline', { timeout: 15_000 });
  await context.setOffline(false);
  await choose(sel(page, 'State or territory'), 'WA');
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });

  await page.reload();
  await expect(tb(page, 'Street address')).toHaveValue('99 Offline Parade');
  await expect(sel(page, 'State or territory')).toHaveValue('WA');
});

test('an idle applicant is warned, then sent to session-expired with the form saved and mailed (timeout shortened)', async ({ page, request }) => {
  await patchRuntimeConfig(page, { idleTimeoutSeconds: 6 });
  const email = await janeOnStepTwo(page, request, 'idle');
  await expect(page.getByRole('alertdialog', { name: 'Are you still there?' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/session-expired$/, { timeout: 15_000 });
  await expect(pageHeading(page)).toHaveText('Your session has expired');
  await expect.poll(async () => (await mailsTo(page, email)).map((m) => m.kind)).toContain('form-saved');
});

test('two tabs on one form: the later save from the stale tab is refused, not silently written over the other', async ({ page, context, request }) => {
  await janeOnStepTwo(page, request, 'tabs');
  const url = page.url();

  const second = await context.newPage();
  await second.goto(url);
  await expect(tb(second, 'Street address')).toBeVisible();
  await tb(second, 'Street address').fill('1 Second Tab St');
  await expect(second.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');

  await tb(page, 'Street address').fill('1 First Tab St');
  await expect(page.getByText('This form was changed somewhere else')).toBeVisible();
  await page.getByRole('button', { name: 'Load the saved answers' }).click();
  await expect(tb(page, 'Street address')).toHaveValue('1 Second Tab St');
});

test('the first visit to /apply/form/ stays within the route budget and loads one copy of each shared library', async ({ page }) => {
  const visit = await measureFirstVisit(page, '/apply/form/');
  await expect(tb(page, 'First name')).toBeVisible();
  console.log(`first visit to /apply/form/: ${formatKb(visit.weight.js.gzipBytes)} JS, ${formatKb(visit.weight.css.gzipBytes)} CSS gzipped, ${visit.weight.requests} requests`);
  expect(visit.weight.js.gzipBytes).toBeLessThanOrEqual(jsBudgetOf('/apply/form/'));
  for (const [library, files] of Object.entries(sharedLibraryCopies(visit.responses))) expect(files.length, library).toBeLessThanOrEqual(1);
});

test('an ASIC application (asic variant) chooses its airport on step 3 and reaches the status page', async ({ page }) => {
  const email = `asic.${unique()}@example.com`;
  const asic = `http://asic.localhost:${new URL(SHELL_URL).port}`;
  await page.goto(`${asic}/apply/form/step1`);
  await expect(pageHeading(page)).toHaveText('Apply for an ASIC Card', { timeout: 30_000 });
  await fillJane(page, email);
  await next(page);
  await fillStepTwo(page);
  await next(page);
  await page.getByRole('radio', { name: 'A new ASIC', exact: true }).check();
  await chooseTwoYears(page);
  // spec §5 airports: exactly 1 when the minimum is 1
  await page.getByRole('checkbox', { name: 'Perth Airport (PER)' }).check();
  await page.getByRole('checkbox', { name: 'Sydney Airport (SYD)' }).check();
  await fillNeedAndEmployer(page, `asic.emp.${unique()}@example.com`);
  await next(page);
  await expect(page.getByText('Choose exactly 1 airport').first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'Sydney Airport (SYD)' }).uncheck();
  await next(page);
  await expect(page).toHaveURL(/\/step4$/);
  await confirmOnSummary(page, /In person/);
});
