// Issue 8: the thirteen company variants, each selected by its host name (`http://<company>.localhost:<port>`)
// on one deployment, against the company registry of shared-contracts (spec §1, §2, §4, §9): name, theme,
// favicon and home tasks; step 1 heading, steps bar and theme; the summary price, the amount the payment takes and
// the invoice; the `Company` header on every API call; the port-authority induction variants' own screens.
// A screenshot of each home page is written to e2e/test-results/companies/<company>.png for review.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { COMPANIES, COMPANY_IDS, HOME_TASKS, ROUTES, cardWording, formatCents, routeMeta } from 'shared-contracts';
import { paysOnlineNow, priceBreakdown } from 'shared-contracts/form';
import {
  HOME_TASK_ACTIONS,
  SCREENSHOT_DIR,
  STEP1_HEADINGS,
  companyOrigin,
  cssRgb,
  expectedPrice,
  invoiceTextByApi,
  payByApi,
  primaryOf,
  saveDraft,
  summaryDraft,
  trackApiCompanyHeaders,
} from '../support/companies';
import { openInApp } from '../support/a11y';
import { expect, pageHeading, test } from '../support/system';
import { faviconPng } from '../../tools/webpack/favicon';

// every variant's test stands alone (its own host name, its own applicant): they spread over the workers (issue 21)
test.describe.configure({ mode: 'parallel' });

test.describe('thirteen company variants on one deployment', () => {
  // home, step 1, the summary, the payment and the invoice of one variant: 34-51 s measured on a loaded machine
  test.describe.configure({ timeout: 120_000 });
  for (const id of COMPANY_IDS) {
    test(`${id}: home, step 1 and the summary follow its registry entry; every API call carries Company: ${id}`, async ({ page, request }) => {
      const company = COMPANIES[id];
      const origin = companyOrigin(id);
      const api = trackApiCompanyHeaders(page);

      // home: name, wordmark, theme colours, favicon, title and the company's own tasks in its card wording
      await page.goto(`${origin}/`);
      await expect(pageHeading(page)).toHaveText(company.name, { timeout: 30_000 });
      await expect(page).toHaveTitle(`${routeMeta('home', company).title} | ${company.name}`);
      const header = page.locator('header.site-header');
      await expect(header).toHaveCSS('background-color', cssRgb(primaryOf(company)));
      await expect(header.getByRole('link', { name: `${company.name} home` })).toHaveText(company.theme.logoText);
      await expect(page.locator('body')).toHaveCSS('background-color', cssRgb(company.theme.background));
      await expect(page.locator('body')).toHaveCSS('color', cssRgb(company.theme.text));
      await expect(page.locator('html')).toHaveAttribute('data-company', id);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.png');
      // fetched by the page: Node does not resolve the company's *.localhost host name, Chromium does
      const icon = await page.evaluate(async () => [...new Uint8Array(await (await fetch('/favicon.png')).arrayBuffer())]);
      expect(icon).toEqual([...faviconPng(company.theme)]);
      const main = page.getByRole('main');
      await expect(main).toContainText(`your ${cardWording(company)} security identification card`);
      for (const task of HOME_TASKS) await expect(main.getByRole('link', { name: HOME_TASK_ACTIONS[task], exact: true })).toHaveCount(company.homeTasks.includes(task) ? 1 : 0);
      await expect(main.getByRole('link', { name: HOME_TASK_ACTIONS[company.homeTasks[0]!], exact: true })).toHaveCSS('background-color', cssRgb(primaryOf(company)));
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${id}.png`) });

      // step 1 of a new form: the heading of its card wording, its steps bar, its theme on the form's button
      // home is all links and starts no app (decision 063): the form is a page of its own
      await page.goto(`${origin}${ROUTES.newFormStep1.path}`);
      await expect(pageHeading(page)).toHaveText(STEP1_HEADINGS[id]);
      const steps = page.getByRole('navigation', { name: 'Application steps' }).getByRole('listitem');
      await expect(steps).toHaveCount(company.steps.length);
      for (const [index, name] of company.steps.entries()) await expect(steps.nth(index)).toContainText(`${index + 1}. ${name}`);
      await expect(page.getByLabel('First name')).toBeVisible();
      await expect(main.locator('form button[type="submit"]')).toHaveCSS('background-color', cssRgb(primaryOf(company)));

      // the summary step (4, or 3 for the asset variants) of a draft saved under this company: the §9 price, the
      // company's lodgement options, and for the variants that pay online the amount the card is charged
      const draft = summaryDraft(company);
      const price = expectedPrice(company, draft);
      const form = await saveDraft(request, id, draft);
      // opened inside the app step 1 started, as a link would open it (its address and key, spec §2): the page load
      // of the whole system again added nothing to what this checks
      await openInApp(page, `/apply/form/${form.id}/step${company.steps.length}?key=${encodeURIComponent(form.key)}`);
      await expect(page.getByText('Check your answers before you confirm your application.')).toBeVisible({ timeout: 30_000 });
      await expect(steps).toHaveCount(company.steps.length);
      const priceBox = page.getByTestId('price');
      await expect(priceBox).toContainText(`Application fee: ${formatCents(price.price)}`);
      await expect(priceBox).toContainText(`GST: ${formatCents(price.gst)}`);
      // a company account's applicant is told the company is charged (issue 39), the others the total they pay
      await expect(priceBox).toContainText(`${company.sponsored ? 'Charged to the company account' : 'Total'}: ${formatCents(price.total)}`);
      if (price.postOfficeFee !== undefined) await expect(priceBox).toContainText(`Post office fee (GST included): ${formatCents(price.postOfficeFee)}`);
      await expect(page.getByRole('group', { name: 'How will you lodge your application?' }).getByRole('radio')).toHaveCount(company.lodgementOptions.length);
      const paysNow = paysOnlineNow(company, draft);
      await expect(page.getByTestId('payment-amount')).toHaveCount(paysNow ? 1 : 0);
      if (paysNow) await expect(page.getByTestId('payment-amount')).toContainText(formatCents(price.total));

      // the same figure where the money moves: what the payment charges and what the invoice says
      if (paysNow) expect(await payByApi(request, id, form, `${draft.Firstname} ${draft.Surname}`)).toBe(price.total);
      const invoice = await invoiceTextByApi(request, id, form, draft.Birthdate!);
      // issue 18: a tax invoice of the supplier, with its ABN, the price lines (the port access card its own), GST and total
      expect(invoice).toContain('Tax invoice');
      expect(invoice).toContain(company.name);
      expect(invoice).toMatch(/\d{2} \d{3} \d{3} \d{3}/);
      for (const line of priceBreakdown(company, draft).lines) expect(invoice).toContain(formatCents(line.amount));
      // the invoice's GST is every line's: the application's and, at a post office, the fee's (issue 39)
      expect(invoice).toContain(formatCents(priceBreakdown(company, draft).gst));
      expect(invoice).toContain(formatCents(price.total));

      // spec §7: the Company header travels on every call the pages made
      const calls = await api.companies();
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.filter((c) => c.company !== id)).toEqual([]);
    });
  }
});

test.describe('the port-authority induction variants use their own screens (spec §1, §2, §4)', () => {
  const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

  /** Enrols a card holder; each card number belongs to one person, so every run uses its own. */
  async function enrol(page: Page, fields: { firstname: string; email: string; cardPrefix: string }) {
    await page.getByLabel('First name').fill(fields.firstname);
    await page.getByLabel('Surname').fill('Waititi');
    await page.getByLabel('Date of birth').fill('1990-02-17');
    await page.getByLabel('Email address').fill(fields.email);
    await page.getByLabel('Mobile phone number').fill('0412 345 678');
    await page.getByLabel('MSIC number').fill(`${fields.cardPrefix}${String(Date.now()).slice(-7)}`);
    await page.getByRole('button', { name: 'Enrol' }).click();
    await expect(page).toHaveURL(/\/induction-status\/\d+\/[A-Za-z0-9_-]+$/);
    await expect(pageHeading(page)).toHaveText('Induction status');
  }

  test('spa: its alternate enrolment (port first, port field) and its own player screen, on its own site', async ({ page }) => {
    const spa = COMPANIES.spa;
    const origin = companyOrigin('spa');
    const api = trackApiCompanyHeaders(page);
    await page.goto(`${origin}/`);
    await mainOf(page).getByRole('link', { name: 'Enrol for the induction' }).click();
    await expect(pageHeading(page)).toHaveText(`${spa.name} induction enrolment`);
    const inductions = page.getByRole('group', { name: 'Inductions to take' }).getByRole('checkbox');
    await expect(inductions.first()).toHaveAccessibleName(/^Southern Ports induction/);
    await expect(inductions.first()).toBeChecked();
    // the port is required on this screen only
    await page.getByRole('button', { name: 'Enrol' }).click();
    await expect(page.getByText('Port: Choose the port you will work at')).toBeVisible();
    await page.getByLabel('Port you will work at').selectOption('Albany');
    await enrol(page, { firstname: 'Aroha', email: `spa.${unique()}@example.com`, cardPrefix: 'QPS' });

    await page.getByRole('link', { name: 'Southern Ports induction' }).click();
    // the link carries the enrolment's random key (issue 40: 192 bits, not a 31-bit number)
    await expect(page).toHaveURL(new RegExp(`^${origin}/induction/[A-Za-z0-9_-]{32}$`));
    await expect(pageHeading(page)).toHaveText('Southern Ports induction');
    await expect(page.getByText(`${spa.name}: complete this induction before you start work at the port. If you need help, call us on ${spa.supportPhone}.`)).toBeVisible();
    const calls = await api.companies();
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.company !== 'spa')).toEqual([]);
  });

  test('tasports: the standard screens, but its induction stays on its own site where another variant is sent to the induction’s domain', async ({ page }) => {
    const origin = companyOrigin('tasports');
    await page.goto(`${origin}/`);
    await mainOf(page).getByRole('link', { name: 'Enrol for the induction' }).click();
    await expect(pageHeading(page)).toHaveText('Induction enrolment');
    await expect(page.getByLabel('Port you will work at')).toHaveCount(0);
    await enrol(page, { firstname: 'Rawiri', email: `tasports.${unique()}@example.com`, cardPrefix: 'QPT' });

    const link = page.getByRole('link', { name: 'MSIC security awareness induction' });
    const playerPath = (await link.getAttribute('href'))!;
    await link.click();
    // tasports takes its inductions on its own site (spec §4: it is not redirected)
    await expect(pageHeading(page)).toHaveText('MSIC security awareness induction');
    await expect(page.getByRole('heading', { level: 2, name: 'Welcome' })).toBeVisible();
    expect(page.url()).toBe(`${origin}${playerPath}`);
    await expect(page.getByText(/complete this induction before you start work at the port/)).toHaveCount(0);

    // the control: the same link on another variant's host goes to the induction's domain (spec §4), which is the
    // site of the variant the participant enrolled through (issue 39), not the default site
    await page.goto(`${companyOrigin('toll')}${playerPath}`);
    await expect(page).toHaveURL(`${origin}${playerPath}`);
    await expect(pageHeading(page)).toHaveText('MSIC security awareness induction');
  });
});

const mainOf = (page: Page) => page.getByRole('main');
