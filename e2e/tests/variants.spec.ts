// Issue 39 "Right for every variant, on every document, on a phone": one journey per variant family, on a 390 px
// phone, on the variant's own host: msic (maritime, pays online), bne (an ASIC-only airport on a company account),
// asset-msic (job ready) and spa (a port-authority induction). Each reads every mail and PDF it causes and fails on
// another variant's host, name or card word, or on a date that is not the variant's day (support/variants.ts). What
// the journey is not about is set up through the API (decision 033: lean journeys on a busy machine).
import { COMPANIES, formatCents, formatDate, type CompanyId } from 'shared-contracts';
import { companyOrigin, saveDraft, summaryDraft } from '../support/companies';
import { completeByApi } from '../support/induction';
import { API_URL, expect, pageHeading, test } from '../support/system';
import {
  awaitMails,
  convertByApi,
  documentText,
  downloadedText,
  expectFitsPhone,
  expectOwnMail,
  expectOwnVariant,
  mailsTo,
  siteOrigin,
  startClock,
  tokenOf,
  trackOnVariant,
  variantDays,
} from '../support/variants';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
// the four journeys stand alone: both workers may share them (decision 033)
test.describe.configure({ mode: 'parallel', timeout: 150_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const tracking = (peopleId: number, prefix: 'VEP' | 'VEA') => `${prefix}${String(peopleId + 1500).padStart(7, '0')}`;

/** The summary step of a draft saved for the variant, on its host, with its form key (spec §2 `key`). */
async function openSummary(page: import('@playwright/test').Page, company: CompanyId, form: { id: number; key: string }) {
  await page.goto(`${companyOrigin(company)}/apply/form/${form.id}/step${COMPANIES[company].steps.length}?key=${encodeURIComponent(form.key)}`);
  await expect(page.getByText('Check your answers before you confirm your application.')).toBeVisible({ timeout: 30_000 });
}

/** Pays on the summary with the expiry typed as a phone's numeric keypad types it: digits, no "/" (issue 39). */
async function payWithKeypadExpiry(page: import('@playwright/test').Page, name: string) {
  await page.getByLabel('Name on the card').fill(name);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  const expiry = page.getByLabel('Expiry date (MM/YY)');
  await expect(expiry).toHaveAttribute('inputmode', 'numeric');
  await expiry.pressSequentially('0830');
  await page.getByLabel('Security code (CVC)').fill('123');
  await expect(expiry).toHaveValue('08/30');
}

test('msic: a phone pays with the expiry typed as digits; the summary, the mails and the documents are msic\'s, dated in Sydney', async ({ page, request }) => {
  const clock = startClock();
  const email = `msic.${unique()}@example.com`;
  const employer = `employer.msic.${unique()}@example.com`;
  const draft = { ...summaryDraft(COMPANIES.msic), Email: email, _confirmEmail: email, Employeremail: employer, Surname: 'Harbour' };
  const form = await saveDraft(request, 'msic', draft);
  await openSummary(page, 'msic', form);

  // "Change" sits at the top right of every section, whatever the length of its answers (issue 39)
  const places = await page.locator('.wizard-summary-section').evaluateAll((sections) =>
    sections.map((s) => {
      const box = s.getBoundingClientRect();
      const link = s.querySelector('a')!.getBoundingClientRect();
      return { right: Math.round(box.right - link.right), top: Math.round(link.top - box.top) };
    }),
  );
  expect(new Set(places.map((p) => p.right)).size).toBe(1);
  for (const place of places) expect(place.top).toBeLessThan(24);
  await expectFitsPhone(page);

  await page.getByRole('radio', { name: /^In person/ }).check();
  await payWithKeypadExpiry(page, 'Jane Harbour');
  await page.getByLabel(/I have read and accept the/).check();
  await page.getByRole('button', { name: 'Confirm and submit my application' }).click();
  await expect(page).toHaveURL(/\/status\/\d+$/, { timeout: 30_000 });
  const peopleId = Number(new URL(page.url()).pathname.split('/').pop());
  const paid = page.locator('[data-stage="paid"]');
  await expect(paid).toHaveAttribute('data-state', 'done');
  await expect(paid).toContainText(variantDays('msic', clock).at(-1)!);
  await expect(page.locator('[data-stage="signed"]')).toContainText(`We have emailed ${employer}`);

  const mails = await awaitMails(request, email, ['confirmation', 'receipt']);
  for (const mail of mails) expectOwnMail(`msic ${mail.kind}`, mail, 'msic', { clock });
  expect(mails.find((m) => m.kind === 'confirmation')!.text).toContain(`${siteOrigin('msic')}/track-msic`);
  const [signing] = await awaitMails(request, employer, ['operational-need']);
  expectOwnMail('msic employer mail', signing!, 'msic', { clock });
  expect(signing!.text).toContain(`${siteOrigin('msic')}/operational-need-form/${peopleId}/`);

  // the documents of the status page
  const [invoice] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download tax invoice (PDF)' }).click()]);
  expectOwnVariant('msic invoice', await downloadedText(invoice), 'msic', { clock });
  const [form1] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download application form (PDF)' }).click()]);
  const formText = await downloadedText(form1);
  expectOwnVariant('msic application form', formText, 'msic', { clock, dates: [formatDate(draft.Birthdate, 'Australia/Sydney'), formatDate(draft._idDocument?.Details?.RegistrationDate, 'Australia/Sydney')] });
  expect(formText).toContain(tracking(peopleId, 'VEP'));
});

test('bne: an airport under 18 on the company account; the employer signs an ABN registered to another name on a phone; the applicant downloads the signed letter; every mail and document is Brisbane Airport\'s', async ({ page, request }) => {
  const clock = startClock();
  const email = `bne.${unique()}@example.com`;
  const employer = `employer.bne.${unique()}@example.com`;
  const born = `${new Date().getFullYear() - 16}-01-15`;
  const base = summaryDraft(COMPANIES.bne);
  const draft = {
    ...base,
    Email: email,
    _confirmEmail: email,
    Employeremail: employer,
    Birthdate: born,
    _idDocument: { ...base._idDocument!, Details: { ...base._idDocument!.Details, RegistrationDate: born.replace(/-15$/, '-28') } },
    ExtraData: { ...base.ExtraData, Provisional: undefined },
  };
  const converted = await convertByApi(request, 'bne', draft);
  const vea = tracking(converted.peopleId, 'VEA');

  const [confirmation] = await awaitMails(request, email, ['confirmation']);
  expectOwnMail('bne confirmation', confirmation!, 'bne', { clock });
  expect(confirmation!.text).toContain('the Brisbane Airport company account: you have nothing to pay');
  expect(confirmation!.text).toMatch(/an? provisional ASIC/);
  const [signingMail] = await awaitMails(request, employer, ['operational-need']);
  expectOwnMail('bne employer mail', signingMail!, 'bne', { clock });
  const link = /http:\/\/\S+\/operational-need-form\/\S+/.exec(signingMail!.text)![0];
  expect(link.startsWith(`${companyOrigin('bne')}/`)).toBe(true);

  // the employer, on a phone, on Brisbane Airport's site
  await page.goto(link);
  await expect(page).toHaveTitle(/\| Brisbane Airport$/, { timeout: 30_000 });
  await expect(page.getByText(/has applied for an ASIC/)).toBeVisible();
  await page.getByLabel(/^First name/).fill('Sam');
  await page.getByLabel(/^Surname/).fill('Lee');
  await page.getByLabel(/^Position/).fill('Operations manager');
  await page.getByLabel(/^Phone number/).fill('(07) 5550 1234');
  await page.getByLabel(/^Email address/).fill(employer);
  await page.getByLabel(/^Organisation/).fill('Pacific Freight Lines');
  await page.getByLabel(/^ABN of the organisation/).fill('10474582823');
  await page.getByLabel(/^Street address of the organisation/).fill('1 Airport Drive');
  await page.getByLabel(/^State/).selectOption('QLD');
  const suburb = page.getByRole('combobox', { name: 'Suburb or town' });
  await suburb.fill('Brisbane Ai');
  await page.getByRole('option', { name: /^Brisbane Airport, QLD 4008$/ }).click();
  await expect(page.getByLabel(/^Postcode/)).toHaveValue('4008');
  // issue 39: the register names this ABN's business differently: the signer must confirm the trading name
  const confirmName = page.getByRole('checkbox', { name: 'Pacific Freight Lines trades under this ABN, which is registered to Harbourside Marine Services Pty Ltd' });
  await expect(confirmName).toBeVisible({ timeout: 15_000 });
  await page.getByRole('radiogroup', { name: /Does your organisation sponsor the applicant/ }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('radio', { name: 'Type my full name as my signature' }).check();
  await page.getByLabel(/^Type your full name/).fill('Sam Lee');
  await expectFitsPhone(page);
  await page.getByRole('button', { name: 'Sign and submit' }).click();
  await expect(page.getByText(/registered to Harbourside Marine Services Pty Ltd\. Enter that name, or confirm/).first()).toBeVisible();
  await confirmName.check();
  await page.getByRole('button', { name: 'Sign and submit' }).click();
  await expect(page.getByTestId('signed-panel')).toBeVisible({ timeout: 20_000 });

  // the applicant, on the same phone: their status page says the employer has signed, and offers the letter
  await trackOnVariant(page, request, 'bne', vea, born, email);
  await expect(page.getByText('ASIC, 2 years (provisional: you are under 18)')).toBeVisible();
  await expect(page.locator('[data-stage="paid"]')).toContainText('Paid through the Brisbane Airport company account');
  await expect(page.locator('[data-stage="signed"]')).toHaveAttribute('data-state', 'done');
  await expect(page.locator('[data-lodgement="inperson"]')).not.toContainText('$');
  await expect(page.getByRole('main')).toContainText('ASIC security awareness induction');
  await expect(page.getByRole('main')).not.toContainText('MSIC security awareness induction');
  await expectFitsPhone(page);
  const [letter] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download signed operational need letter (PDF)' }).click()]);
  const letterText = await downloadedText(letter);
  expectOwnVariant('bne signed letter', letterText, 'bne', { clock });
  expect(letterText.replace(/\s+/g, ' ')).toContain('registered to Harbourside Marine Services Pty Ltd; the signer confirmed that Pacific Freight Lines trades under it');

  for (const mail of await mailsTo(request, email)) expectOwnMail(`bne ${mail.kind}`, mail, 'bne', { clock });
  const token = await tokenOf(request, 'bne', converted, born);
  const invoice = await documentText(request, token, 'invoice', converted);
  expectOwnVariant('bne invoice', invoice, 'bne', { clock });
  expect(invoice).toContain('Charged to the Brisbane Airport company account');
  expectOwnVariant('bne application form', await documentText(request, token, 'application-form', converted), 'bne', { clock, dates: [formatDate(born, 'Australia/Sydney'), formatDate(born.replace(/-15$/, '-28'), 'Australia/Sydney')] });
});

test('asset-msic: the job-ready heading names the MSIC alone; step 3 pays with the expiry typed as digits; no operational-need stage; mails and documents are Job Ready MSIC\'s', async ({ page, request }) => {
  const clock = startClock();
  await page.goto(`${companyOrigin('asset-msic')}/apply/form/step1`);
  await expect(pageHeading(page)).toHaveText('Apply for a Job Ready MSIC', { timeout: 30_000 });

  const email = `asset.${unique()}@example.com`;
  const draft = { ...summaryDraft(COMPANIES['asset-msic']), Email: email, _confirmEmail: email };
  const form = await saveDraft(request, 'asset-msic', draft);
  await openSummary(page, 'asset-msic', form);
  await expect(page.getByTestId('price')).toContainText(`Total: ${formatCents(COMPANIES['asset-msic'].prices.jobReady.price)}`);
  await payWithKeypadExpiry(page, 'Jane Ready');
  await page.getByLabel(/I have read and accept the/).check();
  await page.getByRole('button', { name: 'Confirm and submit my application' }).click();
  await expect(page).toHaveURL(/\/status\/\d+$/, { timeout: 30_000 });
  await expect(page.getByText('Job Ready MSIC', { exact: true })).toBeVisible();
  await expect(page.locator('[data-stage="approved"]')).toHaveCount(0);
  await expect(page.locator('[data-stage="signed"]')).toHaveCount(0);

  const mails = await awaitMails(request, email, ['confirmation', 'receipt']);
  for (const mail of mails) expectOwnMail(`asset-msic ${mail.kind}`, mail, 'asset-msic', { clock });
  const [invoice] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download tax invoice (PDF)' }).click()]);
  expectOwnVariant('asset-msic invoice', await downloadedText(invoice), 'asset-msic', { clock });
});

test('spa: an induction-only participant enrols, completes the Southern Ports induction and checks the certificate, all on spa\'s site, dated in Perth; the status list fits a phone', async ({ page, request }) => {
  const clock = startClock();
  const email = `spa.${unique()}@example.com`;
  const res = await request.post(`${API_URL}/api/register/induction-only`, {
    headers: { Company: 'spa', WebsiteType: 'msic' },
    data: { Firstname: 'Mere', Surname: 'Tawhiri', Birthdate: '1988-04-12', Email: email, Mobilephonenumber: '0412 345 678', Msicnum: `QPA${String(Date.now()).slice(-7)}`, Inductions: [7] },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { data } = (await res.json()) as { data: { Id: number; RandomId: string } };

  const [enrolment] = await awaitMails(request, email, ['notification']);
  expectOwnMail('spa enrolment mail', enrolment!, 'spa', { clock });
  const inductionLink = /http:\/\/\S+\/induction\/([A-Za-z0-9_-]{32})/.exec(enrolment!.text)!;
  expect(inductionLink[0].startsWith(`${companyOrigin('spa')}/`)).toBe(true);
  await completeByApi(request, inductionLink[1]!, 7);

  // the induction status page on spa's site, on a phone: the list fits, the certificate is dated in Perth
  await page.goto(`${companyOrigin('spa')}/induction-status/${data.Id}/${data.RandomId}`);
  const list = page.getByRole('table', { name: 'Your inductions' });
  await expect(list).toContainText('Southern Ports induction', { timeout: 30_000 });
  await expect(list.getByText('Completed', { exact: true })).toBeInViewport();
  await expect(list.getByTestId('completed-at')).toHaveText(variantDays('spa', clock).at(-1)!);
  await expectFitsPhone(page);

  const [certificate] = await Promise.all([page.waitForEvent('download'), list.getByRole('link', { name: /Certificate of completion/ }).click()]);
  const certificateText = await downloadedText(certificate);
  expectOwnVariant('spa certificate', certificateText, 'spa', { clock });
  expect(certificateText).toContain('Southern Ports Authority');
  const code = /\b[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}\b/.exec(certificateText)![0];
  expect(certificateText.replace(/\s+/g, '')).toContain(`${companyOrigin('spa')}/induction-certificate/${code}`);

  // the check page the certificate names: spa's, saying where the participant enrolled and when, in Perth
  await page.goto(`${companyOrigin('spa')}/induction-certificate/${code}`);
  await expect(page.getByTestId('certificate-valid')).toContainText(`on ${variantDays('spa', clock).at(-1)}`, { timeout: 30_000 });
  await expect(page.getByRole('main')).toContainText('Southern Ports Authority');
  await expect(page).toHaveTitle(/\| Southern Ports Authority$/);
  // the participant's way back from the completion page is their induction status, not an application's
  await page.goto(`${companyOrigin('spa')}/induction/${inductionLink[1]}/complete`);
  await expect(page.getByRole('link', { name: 'Back to your status page' })).toHaveAttribute('href', `/induction-status/${data.Id}/${data.RandomId}`, { timeout: 30_000 });
});
