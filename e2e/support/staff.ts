// The staff console's journeys (issue 19): the development staff accounts the API creates outside production, signed
// in with a TOTP code computed here from their known secret, and an application made through the form API.
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { href } from 'shared-contracts';
import { DEVELOPMENT_STAFF } from 'shared-contracts/development';
import { submitTrackedApplication, type TrackedApplication } from './applications';
import { API_URL, expect, pageHeading } from './system';

export type DevelopmentStaff = (typeof DEVELOPMENT_STAFF)[number];

const member = (role: DevelopmentStaff['role']) => {
  const found = DEVELOPMENT_STAFF.find((m) => m.role === role);
  if (!found) throw new Error(`No development ${role}`);
  return found;
};
export const DEV_OFFICER = member('officer');
export const DEV_VIEWER = member('viewer');

const PERIOD_MS = 30_000;
/** The last time step whose code each account used: the API refuses a code's step a second time (replay). */
const lastStep = new Map<string, number>();

/**
 * A code the API accepts now and has not seen: the current step's, or the next one's (the API accepts one step either
 * side); when both are used, it waits for the next step.
 */
export async function freshTotpCode(account: DevelopmentStaff): Promise<string> {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: PERIOD_MS / 1000, secret: Secret.fromBase32(account.totpSecret) });
  let now = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(now, (lastStep.get(account.email) ?? -1) + 1);
  while (step > now + 1) {
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * PERIOD_MS - Date.now() + 200));
    now = Math.floor(Date.now() / PERIOD_MS);
  }
  lastStep.set(account.email, step);
  return totp.generate({ timestamp: step * PERIOD_MS + 1 });
}

/** Signs in on the sign-in form the console shows at the current address (any console route while signed out). */
export async function signInOnForm(page: Page, account: DevelopmentStaff): Promise<void> {
  await expect(pageHeading(page)).toHaveText('Sign in to the staff console');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Code from your authenticator app').fill(await freshTotpCode(account));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('staff-member')).toContainText(account.email);
}

/** Opens /staff and signs in. */
export async function signInToConsole(page: Page, account: DevelopmentStaff): Promise<void> {
  await page.goto(href('staff'));
  await signInOnForm(page, account);
}

/** A complete MSIC application lodged at a post office (so not paid online: the office records the payment). */
export const submitUnpaidApplication = (request: APIRequestContext, surname: string): Promise<TrackedApplication> =>
  submitTrackedApplication(request, { firstName: 'Sam', surname, lodgementOption: 'auspost' });

/** The applicant's own view: tracked with number and birth date, verified with the mailed code, on the status page. */
export async function openApplicantStatus(page: Page, request: APIRequestContext, app: TrackedApplication): Promise<void> {
  await page.goto(href('track'));
  await page.getByLabel('Tracking number').fill(app.trackingNumber);
  await page.getByLabel('Date of birth').fill(app.birthdate);
  await page.getByRole('button', { name: 'Track application' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  let code = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`${API_URL}/dev/mailbox/messages?to=${encodeURIComponent(app.email)}`)).json()) as { kind: string; text: string }[];
      code = mails.filter((m) => m.kind === 'verification-code').map((m) => /verification code is (\d{6})/.exec(m.text)?.[1] ?? '')[0] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page).toHaveURL(href('status', { peopleId: app.peopleId }));
}
