// Issue 18, the applicant never loses their place: "Save and come back later" on a step (the GOV.UK save-and-return
// pattern) saves, mails the resume link once and shows where it went and until when it works; the mailed link opens
// the form in another browser, which continues and confirms it; the same device is offered the draft in progress
// on the home page and at /apply/form/, and can start again; the device keeps no identity-document number, and
// nothing of the draft once it is confirmed.
import type { BrowserContext, Page } from '@playwright/test';
import { COMPANIES, DRAFT_IN_PROGRESS_STORAGE_KEY, formatDate } from 'shared-contracts';
import { expectNoViolations, formAtStep, formUrl, loadAxe } from '../support/a11y';
import { mailsTo as mailsToAddress, unique } from '../support/faults';
import { SHELL_URL, expect, pageHeading, test } from '../support/system';
import { chooseTwoYears, fillFremantleSince2012, fillNeedAndEmployer, fillStepOne, next, payByCard, tb } from '../support/wizard';

// two browsers type a whole application on a shared machine: more than the suite's default
test.describe.configure({ timeout: 180_000 });

const ID_NUMBER = '7654321';
const RITA = { firstname: 'Rita', middlenames: 'Jane', surname: 'Returner', birthDate: '1984-02-03', birthTown: 'Albany', registrationNumber: ID_NUMBER, registrationDate: '1984-03-01' };
const mailsTo = (page: Page, address: string) => mailsToAddress(page.request, address);

/** Everything the page's origin keeps in localStorage, keys and values. */
const stored = (page: Page) => page.evaluate(() => Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`).join('\n'));

/** A new application of Rita's (an address of its own, `<label>.<n>@example.com`) past step 1, on step 2: that address and the form's id. */
async function ritaOnStepTwo(page: Page, label: string): Promise<{ email: string; id: number }> {
  const email = `${label}.${unique()}@example.com`;
  await page.goto('/apply/form/step1');
  await expect(pageHeading(page)).toHaveText('Apply for an MSIC Card', { timeout: 30_000 });
  await fillStepOne(page, { ...RITA, email });
  await next(page);
  await expect(page).toHaveURL(/\/apply\/form\/\d+\/step2$/);
  return { email, id: Number(/form\/(\d+)\//.exec(page.url())![1]) };
}

async function stepThree(page: Page) {
  await page.getByRole('radio', { name: 'A new MSIC', exact: true }).check();
  await chooseTwoYears(page);
  await fillNeedAndEmployer(page, `emp.${unique()}@example.com`);
}

async function confirmOnSummary(page: Page) {
  await page.getByLabel(/In person/).check();
  await page.getByLabel(/I have read and accept the/).check();
  await payByCard(page, 'Rita Returner');
  await page.getByRole('button', { name: 'Confirm and submit my application' }).click();
  await expect(page).toHaveURL(/\/status\/\d+$/, { timeout: 30_000 });
}

test('save and come back later from step 2: the mailed link continues in another browser; this device is offered the draft; confirmation leaves nothing on the device', async ({ page, context, browser }) => {
  await loadAxe(context);
  const { email, id } = await ritaOnStepTwo(page, 'return');
  await tb(page, 'Street address').fill('5 Return Rd');

  // saves, mails once, and says where the link went and until when it works
  await page.getByRole('button', { name: 'Save and come back later' }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/apply/form/${id}/saved`);
  await expect(pageHeading(page)).toHaveText('Your application is saved');
  await expect(page.getByTestId('saved-link-sent')).toContainText(email);
  // 30 days from now (spec §6: links expire; the server's answer, shown as d MMM yyyy)
  await expect(page.getByTestId('saved-link-expires')).toContainText(formatDate(new Date(Date.now() + 30 * 86_400_000), COMPANIES.msic.timeZone));
  await expect.poll(async () => (await mailsTo(page, email)).filter((m) => m.kind === 'resume-link').length).toBe(1);
  const mail = (await mailsTo(page, email)).find((m) => m.kind === 'resume-link')!;
  const link = /(http\S+\?key=\S+)/.exec(mail.text)![1]!;
  expect(link).toContain(`/apply/form/${id}/?key=`);
  await expectNoViolations(page, 'the saved page');

  // the device keeps no identity-document number, in any key
  expect(await stored(page)).not.toContain(ID_NUMBER);
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), DRAFT_IN_PROGRESS_STORAGE_KEY)) ?? 'null')).toMatchObject({ id });

  // the same device: the home page and /apply/form/ offer the draft in progress
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'You have an application in progress' })).toBeVisible({ timeout: 30_000 });
  await page.goto('/apply/form/');
  const offer = page.getByRole('region', { name: 'You have an application in progress' });
  await expect(offer).toBeVisible();
  await expect(offer).toBeFocused();
  await expect(tb(page, 'First name')).toHaveCount(0);
  await expectNoViolations(page, 'the offer of the draft in progress');
  await offer.getByRole('button', { name: 'Continue your application' }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/apply/form/${id}/step2`);
  await expect(tb(page, 'Street address')).toHaveValue('5 Return Rd');

  // another browser opens the mailed link and continues where the applicant left off, to confirmation
  const other: BrowserContext = await browser.newContext();
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto(link);
    await expect(elsewhere).toHaveURL(`${SHELL_URL}/apply/form/${id}/step2`, { timeout: 30_000 });
    await expect(tb(elsewhere, 'Street address')).toHaveValue('5 Return Rd');
    await fillFremantleSince2012(elsewhere);
    await next(elsewhere);
    await expect(elsewhere).toHaveURL(`${SHELL_URL}/apply/form/${id}/step3`);
    await stepThree(elsewhere);
    await next(elsewhere);
    await expect(elsewhere).toHaveURL(`${SHELL_URL}/apply/form/${id}/step4`);
    // the identity document reached the other browser from the server, not from a device
    expect(await stored(elsewhere)).not.toContain(ID_NUMBER);
    // "Change name" lands on the name field (issue 18); a filled-in form goes straight back to the summary
    await elsewhere.getByRole('link', { name: 'Change name', exact: true }).click();
    await expect(elsewhere).toHaveURL(`${SHELL_URL}/apply/form/${id}/step1#field-Firstname`);
    await expect(tb(elsewhere, 'First name')).toBeFocused();
    await next(elsewhere);
    await expect(elsewhere).toHaveURL(`${SHELL_URL}/apply/form/${id}/step4`);
    await confirmOnSummary(elsewhere);

    // confirmed: that browser keeps no draft, no pointer to one and no identity-document number
    const left = await stored(elsewhere);
    expect(left).not.toContain(ID_NUMBER);
    expect(left).not.toContain('msic-application-draft:');
    expect(left).not.toContain(DRAFT_IN_PROGRESS_STORAGE_KEY);
  } finally {
    await other.close();
  }
});

test('the home page offers the draft in progress; "Start a new application" forgets it on this device and starts a blank form', async ({ page }) => {
  await ritaOnStepTwo(page, 'again');
  expect(await stored(page)).not.toContain(ID_NUMBER);

  // on a phone the steps bar takes one row (issue 18): every step at the same height, the current one named
  await page.setViewportSize({ width: 360, height: 740 });
  const steps = page.getByRole('navigation', { name: 'Application steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(1)).toContainText('2. Address History');
  const tops = await steps.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(tops).size, `tops of the steps: ${tops.join(', ')}`).toBe(1);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto('/');
  const offer = page.getByRole('region', { name: 'You have an application in progress' });
  await expect(offer).toBeVisible({ timeout: 30_000 });
  await offer.getByRole('button', { name: 'Start a new application' }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/apply/form/`);
  await expect(tb(page, 'First name')).toHaveValue('');
  await expect(page.getByRole('region', { name: 'You have an application in progress' })).toHaveCount(0);
  const left = await stored(page);
  expect(left).not.toContain(DRAFT_IN_PROGRESS_STORAGE_KEY);
  expect(left).not.toMatch(/msic-application-draft:\d/);
  expect(left).not.toMatch(/^formKey=/m);
});

test('two tabs: after a version conflict, "Keep my changes" keeps this tab\'s answer to a field the other tab did not change, and the other tab\'s answers', async ({ page, context, request }) => {
  // step 1 saved through the form API as the wizard saves it (born in Fremantle): typing it, and what the device keeps
  // of it, are the two journeys above; this one is about the conflict. The wizard starts a draft with the postal
  // address the same as the current one (emptyApplicantDraft)
  const form = await formAtStep(request, 'msic', 2, { email: `merge.${unique()}@example.com`, answers: { _postalSame: true } });
  const { id } = form;
  await page.goto(formUrl('msic', form, 2));
  await expect(page).toHaveURL(/\/step2(\?|$)/);
  const url = page.url();

  // the other tab saves a change to the street address
  const second = await context.newPage();
  await second.goto(url);
  await tb(second, 'Street address').fill('1 Second Tab St');
  await expect(second.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');

  // this tab changes a step 1 answer the other tab did not touch: refused, then kept field by field
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/apply/form/${id}/step1`);
  await tb(page, 'Town or city of birth').fill('Bunbury');
  await expect(page.getByText('This form was changed somewhere else')).toBeVisible();
  await page.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your changes are kept' })).toBeVisible();
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  await expect(tb(page, 'Town or city of birth')).toHaveValue('Bunbury');

  // both answers are on the server: the other tab, reloaded, shows them
  await second.reload();
  await expect(tb(second, 'Street address')).toHaveValue('1 Second Tab St');
  await second.goto(`${SHELL_URL}/apply/form/${id}/step1`);
  await expect(tb(second, 'Town or city of birth')).toHaveValue('Bunbury');
});
