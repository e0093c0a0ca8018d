// Operational-need signing (issue 6; spec §2 /operational-need-form/{id}/{refId} in its general and regional port
// versions, §4 signature, §5 operational-need form rules, §6 public reference link, §7 download of the signed
// letter, §8 load failure → 404): the link comes from the mail the real conversion sends the employer.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { href, type RegionalPort } from 'shared-contracts';
import { FIELD_MESSAGES } from 'shared-contracts/api';
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

async function downloadLetter(page: Page): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the signed letter (PDF)' }).click()]);
  return readFileSync((await download.path()) as string);
}

test.describe('operational-need signing', () => {
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
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(FIELD_MESSAGES.signature);
    // labelled fields, errors tied to them, AA contrast: the form with its error summary showing
    expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);

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
    await expect(ports).toBeVisible();
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

  test('a wrong reference or a wrong people id shows the 404 page (spec §6, §8)', async ({ page, request }) => {
    const link = await applyNamingEmployer(request, { surname: 'Stranger' });
    await page.goto(href('operationalNeedForm', { id: link.peopleId, refId: `${link.refId.slice(0, -2)}xx` }));
    await expect(page).toHaveURL(href('page404'));
    await expect(pageHeading(page)).toHaveText('Page not found');
    await page.goto(href('operationalNeedForm', { id: link.peopleId + 1000, refId: link.refId }));
    await expect(page).toHaveURL(href('page404'));
  });
});
