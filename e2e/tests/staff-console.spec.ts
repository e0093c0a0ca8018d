// The staff console (issue 19): an officer signs in with a TOTP code and moves an application through every step the
// applicant's status page shows; a viewer reads a record and is offered no action; axe passes on every console screen.
import type { Page } from '@playwright/test';
import { COMPANIES, formatDate, href, todayIn, toIsoDate } from 'shared-contracts';
import { axeViolations, loadAxe, openInApp } from '../support/a11y';
import { DEV_OFFICER, DEV_VIEWER, openApplicantStatus, signInOnForm, signInToConsole, submitUnpaidApplication } from '../support/staff';
import { expect, pageHeading, test } from '../support/system';

// today in the msic variant's time zone: the staff console and the status page date records in it (issue 39)
const today = toIsoDate(todayIn(COMPANIES.msic.timeZone));

/** Opens an action's confirmation dialog, fills its fields, confirms, and waits for the record to say it is done. */
async function recordAction(page: Page, button: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void> = async () => undefined) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await expect(dialog).toBeVisible();
  await fill(dialog);
  await dialog.getByRole('button', { name: /^Record |^Redact the record$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Recorded:' })).toBeVisible();
  await expect(page.getByRole('button', { name: button })).toHaveCount(0);
}

const stage = (page: Page, key: string) => page.locator(`li[data-stage="${key}"]`);

test.describe('staff console', () => {
  test('an officer signs in with a TOTP code, finds an application by tracking number and records payment, operational-need approval, background check, decision and dispatch; the status page shows each step', { tag: '@cluster' }, async ({ page, request }) => {
    // eight dialogs and two sign-ins on a busy machine: generous, and each step waits on what it shows, not on time
    test.slow();
    const app = await submitUnpaidApplication(request, 'Console');
    await signInToConsole(page, DEV_OFFICER);
    await expect(pageHeading(page)).toHaveText('Applications');

    await page.getByRole('searchbox', { name: /Search/ }).fill(app.trackingNumber);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`${href('staff')}?q=${app.trackingNumber}`);
    await page.getByRole('table', { name: 'Applications' }).getByRole('link', { name: app.trackingNumber }).click();
    await expect(pageHeading(page)).toHaveText(`${app.trackingNumber}: ${app.name}`);
    await expect(page.getByTestId('record-stage')).toHaveText('Awaiting payment');

    await recordAction(page, 'Record the payment');
    await recordAction(page, 'Record the operational-need approval');
    await recordAction(page, 'Record the background check lodgement');
    await expect(page.getByTestId('record-stage')).toHaveText('Decision');
    await recordAction(page, 'Record the background check decision', async (dialog) => {
      await dialog.getByRole('combobox', { name: /^Decision/ }).selectOption('Y');
      await dialog.getByLabel('Certificate date').fill(today);
    });
    await recordAction(page, "Record the card's dispatch", async (dialog) => {
      await dialog.getByLabel('Dispatch method').fill('Registered post');
      await dialog.getByLabel('Date posted').fill(today);
    });
    await expect(page.getByTestId('record-stage')).toHaveText('Done');
    // each action is in the record's audit log with the officer's name, and the officer's look in the views log
    await expect(page.getByRole('table', { name: 'Audit log' }).locator('tbody tr')).toHaveCount(5);
    await expect(page.getByRole('table', { name: 'Who looked at this record' })).toContainText(DEV_OFFICER.email);

    await openApplicantStatus(page, request, app);
    for (const key of ['paid', 'approved', 'lodged', 'decided', 'dispatched']) {
      await expect(stage(page, key), `status page stage ${key}`).toHaveAttribute('data-state', 'done');
    }
    await expect(stage(page, 'dispatched')).toContainText(`Completed · ${formatDate(today, COMPANIES.msic.timeZone)}`);
    await expect(stage(page, 'dispatched')).toContainText('Sent by Registered post.');
  });

  test('a viewer sees the record and no actions', async ({ page, request }) => {
    const app = await submitUnpaidApplication(request, 'Viewed');
    await page.goto(href('staffApplication', { ref: app.trackingNumber }));
    // the sign-in form stands in the record's place, and signing in shows the record at the same address
    await signInOnForm(page, DEV_VIEWER);
    await expect(pageHeading(page)).toHaveText(`${app.trackingNumber}: ${app.name}`);
    await expect(page.getByTestId('staff-member')).toContainText('Viewer');
    for (const section of ['Application', 'Documents', 'Induction', 'Audit log', 'Who looked at this record', 'Mail to the applicant']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Actions' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Record |^Redact|Resend/ })).toHaveCount(0);
    await expect(page.getByText('You can read this record. Your role does not record actions.')).toBeVisible();
    // a document is fetched with the staff cookie and saved from the page (decision 053), and its look is logged
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Application form (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe(`${app.trackingNumber}-application-form.pdf`);
  });

  test.describe('axe passes on every console screen', () => {
    // axe is loaded into every document as it starts: the pages' CSP refuses an injected script
    test.beforeEach(async ({ context }) => {
      await loadAxe(context);
    });

    test('the sign-in and enrolment screens', async ({ page }) => {
      await page.goto(href('staff'));
      await expect(pageHeading(page)).toHaveText('Sign in to the staff console');
      // the error summary after an empty submit is part of the screen too
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
      expect(await axeViolations(page), 'sign-in').toEqual([]);

      // an enrolment link names an account the API made for `npm run staff -- add`; its answer is given here, with a QR code
      await page.route('**/api/staff/enrolment/*', (route) =>
        route.fulfill({
          json: {
            email: 'new.officer@staff.localhost',
            name: 'New Officer',
            otpauthUri: 'otpauth://totp/MSIC%20staff:new.officer%40staff.localhost?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=MSIC%20staff',
            qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="2" height="2"/><rect x="2" y="2" width="2" height="2"/></svg>',
          },
        }),
      );
      // opened inside the console, as a link would: the check is the screen's, not its first load
      await openInApp(page, `${href('staffEnrolment')}#token=${'a'.repeat(43)}`);
      await expect(pageHeading(page)).toHaveText('Set up your staff account');
      await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
      expect(await axeViolations(page), 'enrolment').toEqual([]);
    });

    test('the queue, a record and an action dialog, signed in as an officer', async ({ page, request }) => {
      const app = await submitUnpaidApplication(request, 'Axe');
      await signInToConsole(page, DEV_OFFICER);
      await expect(page.getByRole('table', { name: 'Applications' })).toBeVisible();
      expect(await axeViolations(page), 'queue').toEqual([]);

      await openInApp(page, href('staffApplication', { ref: app.trackingNumber }));
      await expect(pageHeading(page)).toHaveText(`${app.trackingNumber}: ${app.name}`);
      expect(await axeViolations(page), 'record').toEqual([]);
      await page.getByRole('button', { name: 'Record the payment' }).click();
      await expect(page.getByRole('dialog', { name: 'Record the payment' })).toBeVisible();
      expect(await axeViolations(page), 'action dialog').toEqual([]);
    });
  });
});
