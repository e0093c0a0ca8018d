// Issue 18: the mails an applicant expects and what the documents and pages say. An application made through the
// real form API (create, save, pay $355 online, convert) gets its confirmation and receipt in the development
// mailbox with the tracking number; tracked in the browser, the status page shows what was paid and the tax
// invoice it downloads names the supplier and an ABN (read with pdftotext). The ASIC-only variants' home pages
// speak of airports: no maritime security zones, and no MSIC in their titles.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { COMPANIES, formatCents, href, routeMeta } from 'shared-contracts';
import { validDraft } from 'shared-contracts/testing';
import { submitApplication } from '../support/applications';
import { companyOrigin } from '../support/companies';
import { API_URL, expect, pageHeading, test } from '../support/system';

interface Mail {
  kind: string;
  subject: string;
  text: string;
}

test.describe('what an applicant is told (issue 18)', () => {
  test('the confirmation and receipt arrive with the tracking number; the status page and the tax invoice show what was paid', async ({ page, request }) => {
    // an application through the API, two mailbox reads, a login and a download: more than the default 30 s on a busy machine
    test.setTimeout(120_000);
    const email = `receipt.${Date.now()}@example.com`;
    const { peopleId, draft } = await submitApplication(
      request,
      { Middlenames: undefined, _hasmiddlename: true, Surname: 'Receipt', Appsubtype: '4', Email: email, _confirmEmail: email, ExtraData: { ...validDraft().ExtraData, lodgementOption: 'inperson' } },
      { pay: true },
    );
    const tracking = `VEP${String(peopleId + 1500).padStart(7, '0')}`;

    const mails = async () => (await (await request.get(`${API_URL}/dev/mailbox/messages?to=${encodeURIComponent(email)}`)).json()) as Mail[];
    await expect.poll(async () => (await mails()).map((m) => m.kind).sort()).toEqual(['confirmation', 'receipt']);
    const confirmation = (await mails()).find((m) => m.kind === 'confirmation')!;
    const receipt = (await mails()).find((m) => m.kind === 'receipt')!;
    expect(confirmation.subject).toContain(tracking);
    expect(confirmation.text).toContain(`Your tracking number: ${tracking}`);
    expect(confirmation.text).toContain('Applied for: a blue MSIC for 4 years, new card');
    expect(confirmation.text).toContain('Identity documents checked: In person');
    expect(receipt.subject).toContain(tracking);
    expect(receipt.text).toContain('Amount paid: $355.00');
    expect(receipt.text).toMatch(/Payment reference: \S+/);

    // the development mailbox page shows both mails to a reader
    await page.goto(`${API_URL}/dev/mailbox`);
    await expect(page.getByRole('heading', { name: `We have your MSIC application: tracking number ${tracking}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Receipt for $355.00: your MSIC application ${tracking}` })).toBeVisible();

    // tracked in the browser with the mailed code: what was paid, and the invoice
    await page.goto(href('track'));
    await page.getByLabel('Tracking number').fill(tracking);
    await page.getByLabel('Date of birth').fill(draft.Birthdate as string);
    await page.getByRole('button', { name: 'Track application' }).click();
    await expect(page.getByLabel('Verification code')).toBeVisible();
    let code = '';
    await expect
      .poll(async () => {
        code = /verification code is (\d{6})/.exec((await mails()).find((m) => m.kind === 'verification-code')?.text ?? '')?.[1] ?? '';
        return code;
      })
      .not.toBe('');
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await expect(page).toHaveURL(href('status', { peopleId }));
    await expect(page.getByTestId('amount-paid')).toContainText(`You paid ${formatCents(35_500)} by card`);
    await expect(page.getByText('$385.00')).toHaveCount(0);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download tax invoice (PDF)' }).click()]);
    const text = execFileSync('pdftotext', ['-layout', (await download.path()) as string, '-']).toString('utf8');
    expect(readFileSync((await download.path()) as string).subarray(0, 5).toString()).toBe('%PDF-');
    expect(text).toContain('Tax invoice');
    expect(text).toMatch(/ABN\s+\d{2} \d{3} \d{3} \d{3}/);
    expect(text).toMatch(/Total including GST\s+\$355\.00/);
  });

  for (const id of ['asic', 'bne'] as const) {
    test(`${id}: the home page speaks of airports, not maritime security zones, and its title does not say MSIC`, async ({ page }) => {
      const company = COMPANIES[id];
      await page.goto(`${companyOrigin(id)}/`);
      await expect(pageHeading(page)).toHaveText(company.name, { timeout: 30_000 });
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Who needs an ASIC' })).toBeVisible();
      await expect(main).toContainText('security controlled airport');
      await expect(main).not.toContainText(/maritime security zones|Who needs an MSIC/i);
      await expect(page).toHaveTitle(`${routeMeta('home', company).title} | ${company.name}`);
      expect(await page.title()).not.toMatch(/MSIC/);
      await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', /MSIC|maritime/);

      // the information page of applying reads for aviation too
      await main.getByRole('link', { name: 'what you need before you apply' }).click();
      await expect(pageHeading(page)).toHaveText('Apply for an ASIC');
      await expect(page).toHaveTitle(`Apply for an ASIC | ${company.name}`);
      await expect(page.getByRole('main')).not.toContainText(/maritime security zones/i);
    });
  }
});
