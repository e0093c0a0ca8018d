// Operational-need signing (issue 6; spec §2 /operational-need-form/{id}/{refId} in its general and regional port
// versions, §4 signature, §5 operational-need form rules, §6 public reference link, §7 download of the signed
// letter, §8 load failure → 404): the link comes from the mail the real conversion sends the employer.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { href, type RegionalPort } from 'shared-contracts';
import { FIELD_MESSAGES } from 'shared-contracts/signing';
import { axeViolations, loadAxe } from '../support/a11y';
import { submitApplication } from '../support/applications';
import { pdfText } from '../support/pdf';
import { API_URL, expect, pageHeading, test } from '../support/system';

interface SigningLink {
  peopleId: number;
  refId: string;
  path: string;
}

/** A complete MSIC application naming an employer, through the form API; answers the link mailed to the employer. */
async function applyNamingEmployer(request: APIRequestContext, options: { surname: string; port?: RegionalPort }): Promise<SigningLink> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `${options.surname.toLowerCase()}.${stamp}@example.com`;
  const employerEmail = `employer.${stamp}@example.com`;
  await submitApplication(request, {
    Firstname: 'Jordan',
    Middlenames: undefined,
    _hasmiddlename: true,
    Surname: options.surname,
    Birthdate: '1988-09-03',
    Gender: 'M',
    Email: email,
    _confirmEmail: email,
    Birthplace: 'Bunbury',
    _idDocument: { Id: 4, Details: { GivenNames: 'Jordan', FamilyName: options.surname, RegistrationState: 'WA', RegistrationNumber: '7654321', RegistrationDate: '1988-10-01' } },
    _address: [{ Country: 'Australia', Line1: '4 Ocean Dr', Localityname: 'Bunbury', Postcode: '6230', State: 'WA', FromDate: '2010-01-01' }],
    ExtraData: {
      OpNeedType: 'employer',
      OpNeedOccupation: 'I drive straddle carriers and move containers around the terminal on every working day',
      OpNeedAccessFreq: 1,
      // lodged at a post office, where the applicant pays: no online payment before the conversion
      lodgementOption: 'auspost',
      ...(options.port ? { PortAccess: options.port } : {}),
    },
    Employername: 'Harbourside Marine Services',
    Employeraddress: '12 Wharf Rd',
    Employersuburb: 'Bunbury',
    Employerpostcode: '6230',
    Employeremail: employerEmail,
    Employerphone: '(08) 9721 0000',
  });
  const mails = (await (await request.get(`${API_URL}/dev/mailbox/messages?to=${encodeURIComponent(employerEmail)}`)).json()) as { text: string }[];
  const match = mails.map((m) => /\/operational-need-form\/(\d+)\/([A-Za-z0-9_-]+)/.exec(m.text)).find(Boolean);
  expect(match, 'the employer is mailed the signing link').toBeTruthy();
  const [path, peopleId, refId] = match as unknown as [string, string, string];
  return { peopleId: Number(peopleId), refId, path };
}

/** Draws with the mouse on the signature pad, through the given points relative to its top-left corner. */
async function draw(page: Page, points: [number, number][]) {
  const canvas = page.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no signature pad');
  const [first, ...rest] = points as [[number, number], ...[number, number][]];
  await page.mouse.move(box.x + first[0], box.y + first[1]);
  await page.mouse.down();
  for (const [x, y] of rest) await page.mouse.move(box.x + x, box.y + y, { steps: 5 });
  await page.mouse.up();
}

/** Whether any pixel of the signature pad is drawn on (the pad's background is transparent). */
const inked = (page: Page) =>
  page.getByTestId('signature-canvas').evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
    for (let i = 3; i < pixels.length; i += 4) if ((pixels[i] as number) > 0) return true;
    return false;
  });

const SIGNATURE: [number, number][] = [
  [30, 120],
  [60, 60],
  [90, 130],
  [130, 50],
  [170, 120],
  [220, 80],
  [280, 110],
];

/** Presses Tab (only the keyboard) until the element, or an element inside it, has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Replaces the text of the focused field by typing, as a keyboard user does. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

async function downloadLetter(page: Page): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the signed letter (PDF)' }).click()]);
  return readFileSync((await download.path()) as string);
}

test.describe('operational-need signing', () => {
  // each journey submits an application through the API first; on a shared two-core machine that alone can take
  // most of the default 30 s, so the file's budget is well above what a journey needs
  test.describe.configure({ timeout: 120_000 });
  // axe is loaded into every document as it starts (the pages' CSP refuses a script added later), instead of
  // AxeBuilder's injection on every run: 3-4 s each here (support/a11y.ts loadAxe)
  test.beforeEach(async ({ context }) => {
    await loadAxe(context);
  });

  test('the employer checks, fills in and signs the general form; a scribble is cleared; the letter downloads (spec §2, §4, §5, §7)', async ({ page, request }) => {
    const link = await applyNamingEmployer(request, { surname: 'Signer' });
    await page.goto(link.path);
    await expect(pageHeading(page)).toHaveText('Operational need form');
    await expect(page.getByText('Jordan Signer has applied')).toBeVisible();
    // prefilled from the application; the general version has no port question
    await expect(page.getByRole('textbox', { name: 'Organisation', exact: true })).toHaveValue('Harbourside Marine Services');
    await expect(page.getByRole('radiogroup', { name: /Port the applicant needs access to/ })).toHaveCount(0);

    // spec §5: a valid form and a signature are needed
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    // the summary names each field by its label: "Your signature: sign in the box"
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(`Your signature: ${FIELD_MESSAGES.signature.toLowerCase()}`);
    // labelled fields, errors tied to them, AA contrast: the form with its error summary showing
    expect(await axeViolations(page, { tags: ['wcag2a', 'wcag2aa'] })).toEqual([]);

    await page.getByRole('textbox', { name: 'First name' }).fill('Morgan');
    await page.getByRole('textbox', { name: 'Surname' }).fill('Hale');
    await page.getByLabel('ABN of the organisation').fill('10474582823');
    await page.getByLabel('Purchase order (PO) number').focus();
    await expect(page.getByText('Registered to Harbourside Marine Services Pty Ltd.')).toBeVisible();
    await page.getByLabel('Purchase order (PO) number').fill('PO-4471');
    await page.getByRole('radiogroup', { name: /sponsor the applicant/ }).getByLabel('Yes').check();
    await page.getByLabel('4 years').check();

    // spec §2: the 180 by 80 hint goes once drawing starts; spec §5: 50 px or less (width plus height) is cleared
    await expect(page.getByTestId('sign-here-hint')).toBeVisible();
    await draw(page, [
      [40, 40],
      [52, 50],
      [60, 55],
    ]);
    await expect(page.getByText('That signature was too small, so it has been cleared.')).toBeVisible();
    await expect(page.getByTestId('sign-here-hint')).toBeVisible();
    await draw(page, SIGNATURE);
    await expect(page.getByTestId('sign-here-hint')).toHaveCount(0);

    await page.getByRole('button', { name: 'Sign and submit' }).click();
    await expect(page.getByTestId('signed-panel')).toContainText('This operational need form has been signed');
    const pdf = await downloadLetter(page);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Morgan Hale');
    expect(text).toContain('Jordan Signer');

    // spec §4: once signed the link shows the signed state; a second signing is not offered
    await page.reload();
    await expect(page.getByTestId('signed-panel')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign and submit' })).toHaveCount(0);
  });

  test('the regional port version asks for the port (spec §2, §9 Bunbury, Albany, Esperance)', async ({ page, request }) => {
    const link = await applyNamingEmployer(request, { surname: 'Porter', port: 'Bunbury' });
    await page.goto(link.path);
    const ports = page.getByRole('radiogroup', { name: /Port the applicant needs access to/ });
    // the form's chunk loads after the link has proved good: give a loaded machine time for it
    await expect(ports).toBeVisible({ timeout: 30_000 });
    for (const port of ['Bunbury', 'Albany', 'Esperance']) await expect(ports.getByLabel(port)).toBeVisible();
    await expect(ports.getByLabel('Bunbury')).toBeChecked();
    await ports.getByLabel('Albany').check();
    await page.getByLabel('ABN of the organisation').fill('10474582823');
    await page.getByRole('radiogroup', { name: /sponsor the applicant/ }).getByLabel('No').check();
    await draw(page, SIGNATURE);
    // the pad resizes with the page (a phone turned, a window narrowed) without losing the drawing
    const canvasWidth = () => page.getByTestId('signature-canvas').evaluate((c: HTMLCanvasElement) => c.width);
    const before = await canvasWidth();
    await page.setViewportSize({ width: 420, height: 860 });
    await expect.poll(canvasWidth).toBeLessThan(before);
    expect(await inked(page)).toBe(true);
    await expect(page.getByTestId('sign-here-hint')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    await expect(page.getByTestId('signed-panel')).toBeVisible();
    const text = pdfText(await downloadLetter(page));
    expect(text).toContain('Sam Lee');
    expect(text).toContain('Albany');
  });

  test('an employer signs by keyboard only: Tab, typing and arrow keys, the typed signature; the letter says it was typed (WCAG 2.1.1, decision 029)', async ({ page, request }) => {
    const link = await applyNamingEmployer(request, { surname: 'Keyes' });
    await page.goto(link.path);
    await expect(pageHeading(page)).toHaveText('Operational need form');
    // the card of the application in words, and the need type in words (not "Employer", "Lame")
    await expect(page.getByText('Jordan Keyes has applied for an MSIC and named you')).toBeVisible();
    await expect(page.getByLabel('Type of operational need')).toHaveValue('employer');
    await expect(page.getByLabel('Type of operational need').locator('option:checked')).toHaveText('Employed by an organisation');

    // the sponsorship radios: Tab reaches the group, Space and the arrow keys choose
    const sponsor = page.getByRole('radiogroup', { name: /sponsor the applicant/ });
    await tabTo(page, sponsor);
    await page.keyboard.press('Space');
    if (!(await sponsor.getByLabel('Yes').isChecked())) await page.keyboard.press('ArrowUp');
    await expect(sponsor.getByLabel('Yes')).toBeChecked();
    const years = page.getByRole('radiogroup', { name: 'For how many years?' });
    await tabTo(page, years);
    await page.keyboard.press('Space');
    if (!(await years.getByLabel('4 years').isChecked())) await page.keyboard.press('ArrowDown');
    await expect(years.getByLabel('4 years')).toBeChecked();

    await tabTo(page, page.getByRole('textbox', { name: 'First name' }));
    await retype(page, 'Morgan');
    await page.keyboard.press('Tab');
    await retype(page, 'Hale');
    await tabTo(page, page.getByLabel('ABN of the organisation'));
    await retype(page, '10474582823');
    await page.keyboard.press('Tab');
    await expect(page.getByText('Registered to Harbourside Marine Services Pty Ltd.')).toBeVisible();

    // signing without a pointer: choose "type my full name", type it, see it as the signature
    const how = page.getByRole('radiogroup', { name: 'How do you want to sign?' });
    await tabTo(page, how.getByRole('radio', { name: /Draw my signature/ }));
    await page.keyboard.press('ArrowDown');
    await expect(how.getByRole('radio', { name: /Type my full name/ })).toBeChecked();
    await tabTo(page, page.getByLabel('Type your full name'));
    await page.keyboard.type('Morgan Hale');
    await expect(page.getByRole('img', { name: 'Your typed signature: Morgan Hale' })).toBeVisible();
    // labelled fields, the chooser, the typed signature: no WCAG A or AA violation
    expect(await axeViolations(page, { tags: ['wcag2a', 'wcag2aa'] })).toEqual([]);

    await tabTo(page, page.getByRole('button', { name: 'Sign and submit' }));
    await page.keyboard.press('Enter');
    const signed = page.getByTestId('signed-panel');
    await expect(signed).toContainText('This operational need form has been signed');
    await expect(signed).toBeFocused();

    const download = page.getByRole('button', { name: 'Download the signed letter (PDF)' });
    await tabTo(page, download);
    const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const text = pdfText(readFileSync((await file.path()) as string));
    expect(text).toContain('Morgan Hale');
    expect(text).toContain('Typed signature');
    expect(text).toContain('Employed by an organisation');
    expect(text).toContain('Yes, for 4 years');
  });

  test('a cancelled ABN shows its error by the field on blur; a mis-keyed one too; an unverifiable one is accepted as not verified (spec §5)', async ({ page, request }) => {
    const link = await applyNamingEmployer(request, { surname: 'Cancel' });
    await page.goto(link.path);
    const abn = page.getByLabel('ABN of the organisation');
    await abn.fill('10478629432');
    await abn.blur();
    // next to the field, before any submit: the field is invalid and described by the message
    await expect(abn).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#field-Abn-error')).toHaveText(FIELD_MESSAGES.abnNotActive);
    await expect(page.getByText('There is a problem')).toHaveCount(0);

    await abn.fill('51824753557');
    await abn.blur();
    await expect(page.locator('#field-Abn-error')).toHaveText(FIELD_MESSAGES.abn);

    // no register configured in the test system: a checksum-valid ABN is accepted, marked not verified
    await abn.fill('51824753556');
    await abn.blur();
    await expect(page.getByTestId('field-Abn-note')).toContainText('could not be verified');
    await expect(page.locator('#field-Abn-error')).toHaveCount(0);
    expect(await axeViolations(page, { tags: ['wcag2a', 'wcag2aa'] })).toEqual([]);
  });

  test('a wrong reference or a wrong people id shows the 404 page (spec §6, §8)', async ({ page, request }) => {
    const link = await applyNamingEmployer(request, { surname: 'Stranger' });
    await page.goto(href('operationalNeedForm', { id: link.peopleId, refId: `${link.refId.slice(0, -2)}xx` }));
    await expect(page).toHaveURL(href('page404'));
    await expect(pageHeading(page)).toHaveText('Page not found');
    await page.goto(href('operationalNeedForm', { id: link.peopleId + 1000, refId: link.refId }));
    await expect(page).toHaveURL(href('page404'));
  });
});
