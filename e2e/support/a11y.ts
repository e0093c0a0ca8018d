// Accessibility checks (issue 9): axe over a page with the WCAG 2.0/2.1/2.2 A and AA rules, the company hosts the
// themes are checked on, and the realistic data some screens need (a form at a given step, an employer's signing
// link, an induction enrolment, a logged-in status page), made through the real API the way the screens make it.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { COMPANIES, type CompanyId } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/form';
import { validDraft } from 'shared-contracts/testing';
import { submitApplication } from './applications';
import { API_URL, SHELL_URL, expect, pageHeading } from './system';

/** WCAG 2.1 A and AA: what the content, induction and signing pages are held to over their `main` */
export const WCAG_21_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The axe rule tags of WCAG 2.2 level AA (A and AA of 2.0, 2.1 and 2.2). */
export const WCAG_TAGS = [...WCAG_21_TAGS, 'wcag22a', 'wcag22aa'];

/** The axe-core engine @axe-core/playwright ships (the root devDependency's own axe-core). */
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js', { paths: [require.resolve('@axe-core/playwright')] });

/**
 * Loads axe into every document of the context as it starts. @axe-core/playwright's AxeBuilder injects the 570 KB
 * engine again on every analysis and aggregates in a second blank page: measured here, 3.2-4.3 s per screen
 * against 0.4-1.1 s for the same axe-core run in a page that already has it. Over about 110 screens that is the
 * difference between a file of 8 minutes and one of 3.
 */
export async function loadAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: AXE_SCRIPT });
}

type AxeWindow = Window & { axe?: { run(context: Document | { include: string[] }, options: RunOptions): Promise<AxeResults> } };

export interface AxeScope {
  /** a selector to check instead of the whole page (AxeBuilder's `include`) */
  include?: string;
  /** the rule tags to run (default WCAG_TAGS) */
  tags?: readonly string[];
}

/**
 * The violations axe finds on the whole page (or in `include`), of the WCAG A and AA rules (or `tags`), one line each:
 * rule, impact, the nodes it failed on.
 */
export async function axeViolations(page: Page, { include, tags = WCAG_TAGS }: AxeScope = {}): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const axe = (window as AxeWindow).axe;
      if (!axe) throw new Error('axe did not load');
      const results = await axe.run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target.join(' '), failureSummary: n.failureSummary })) }));
    },
    { include, tags: [...tags] },
  );
  return violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes.map((n) => `${n.target}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ').slice(0, 160)}]` : ''}`).join('; ')}`);
}

/**
 * No WCAG 2.1 A or AA violation (contrast included) in the remote's part of the page, by the axe engine loaded into
 * the context's documents as they start (loadAxe): AxeBuilder injected it again on every run, 3-4 s each.
 */
export async function expectMainAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page, { include: 'main', tags: WCAG_21_TAGS })).toEqual([]);
}

/** Checks the page with axe; a violation fails the test at the end (soft), naming the screen it was found on. */
export async function expectNoViolations(page: Page, screen: string): Promise<void> {
  expect.soft(await axeViolations(page), `axe WCAG 2.2 AA violations on ${screen} (${page.url()})`).toEqual([]);
}

export interface FieldReport {
  /** fields without a visible label (label element, aria-labelledby or their group's legend for radios) */
  unlabelled: string[];
  /** fields marked invalid whose error is not tied to them by aria-describedby */
  untiedErrors: string[];
  /** error messages shown that no field or group refers to */
  orphanErrors: string[];
  /** how many fields were checked, and how many error messages were shown */
  fields: number;
  errorsShown: number;
}

/**
 * Checks every form field of the page's main region: a visible label, and for a field in error an error message
 * tied to it (aria-invalid and aria-describedby naming the visible message); every message shown is tied to a field
 * or to the group (radio buttons, check boxes) it is about.
 */
export function fieldReport(page: Page): Promise<FieldReport> {
  return page.evaluate(() => {
    const visible = (el: Element | null): el is HTMLElement => {
      if (!(el instanceof HTMLElement)) return false;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && !style.clip.startsWith('rect(0') && style.clipPath !== 'inset(50%)';
    };
    const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const describedBy = (el: Element) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id));
    const name = (el: Element) => `${el.tagName.toLowerCase()}#${el.id || '?'}`;
    const fields = [...document.querySelectorAll('main input, main select, main textarea')].filter(
      (el) => (el as HTMLInputElement).type !== 'hidden' && visible(el.closest('label, div, fieldset')) && !el.closest('[aria-hidden="true"]'),
    ) as (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[];
    const report = { unlabelled: [] as string[], untiedErrors: [] as string[], orphanErrors: [] as string[], fields: fields.length, errorsShown: 0 };
    const tied = new Set<Element>();
    for (const field of fields) {
      const labels = [...(field.labels ?? []), ...(field.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean).map((id) => document.getElementById(id))];
      if (!labels.some((l) => visible(l) && text(l) !== '')) report.unlabelled.push(name(field));
      const group = field.closest('[role="radiogroup"], [role="group"], fieldset');
      for (const el of [...describedBy(field), ...(group ? describedBy(group) : [])]) if (el) tied.add(el);
      if (field.getAttribute('aria-invalid') === 'true') {
        if (!describedBy(field).some((el) => visible(el) && text(el) !== '')) report.untiedErrors.push(name(field));
      }
    }
    // the error element of any input: ui-kit/form's (ui-field-error) or Mantine's (mantine-InputWrapper-error, …)
    const errors = [...document.querySelectorAll('main [class*="-error"]')].filter((el) => [...el.classList].some((c) => c === 'ui-field-error' || /^mantine-[A-Za-z]+-error$/.test(c)));
    for (const error of errors) {
      if (!visible(error) || text(error) === '') continue;
      report.errorsShown += 1;
      if (![...tied].some((el) => el === error || el.contains(error) || error.contains(el))) report.orphanErrors.push(text(error).slice(0, 80));
    }
    return report;
  });
}

/** Every field of the page labelled, every error shown tied to its field or group (soft, naming the screen). */
export async function expectLabelledFields(page: Page, screen: string): Promise<FieldReport> {
  const report = await fieldReport(page);
  expect
    .soft({ unlabelled: report.unlabelled, untiedErrors: report.untiedErrors, orphanErrors: report.orphanErrors }, `labels and errors of the fields on ${screen}`)
    .toEqual({ unlabelled: [], untiedErrors: [], orphanErrors: [] });
  return report;
}

/** The origin of a company's themed site: its value as the first label of the shell's host (README). */
export function companyOrigin(company: CompanyId): string {
  const port = new URL(SHELL_URL).port;
  return company === 'msic' ? SHELL_URL : `http://${company}.localhost:${port}`;
}

/**
 * The themes the suite checks: the default (navy), Australia Post (red, system font) and the job-ready MSIC
 * variant (teal, humanist font, three wizard steps).
 */
export const CHECKED_THEMES: readonly CompanyId[] = ['msic', 'auspost', 'asset-msic'];

/** Waits until the screen is drawn: its h1 is shown and no skeleton or loader is left. */
export async function waitForScreen(page: Page): Promise<void> {
  await expect(pageHeading(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.mantine-Skeleton-root:visible, .mantine-Loader-root:visible')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Opens another address inside the running single-page app, the way a link does (react-router follows popstate),
 * and waits for its screen: a heading that was not on the page before, then no skeleton or loader. The shell mounts
 * each route's screen afresh (RemoteBoundary is keyed by the route, shell/src/app/remote-outlet.tsx), so the new
 * heading is the screen the address ends on, whether it redirects (a login to make, a record the API does not know)
 * or not. Where a check is about a route's screen and not about its first load, this spares the page load of the
 * whole system (shell, shared libraries, remote entry) that a fresh `page.goto` costs on every check.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  // an address the page is already at keeps its screen mounted: no new heading comes
  const here = await page.evaluate(() => `${location.pathname}${location.search}`);
  if (here !== path) await pageHeading(page).evaluateAll((headings) => headings.forEach((heading) => heading.setAttribute('data-e2e-left', '')));
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  if (here !== path) await expect(page.locator('main h1:not([data-e2e-left])')).toBeVisible({ timeout: 20_000 });
  await waitForScreen(page);
}

/** Waits until the open dialog has finished its opening transition (axe reads colours, half-faded text fails). */
export async function waitForDialog(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  return dialog;
}

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

const headersOf = (company: CompanyId) => ({ Company: company, WebsiteType: 'msic' });

/** The answers of step 1 only (personal and contact details, identity document) of the shared complete draft. */
function stepOneAnswers(email: string): Partial<ApplicantDraft> {
  const all = validDraft({ Email: email, _confirmEmail: email, _previousNames: [] });
  const stepOne: (keyof ApplicantDraft)[] = ['Firstname', 'Middlenames', 'Surname', 'Birthdate', 'Gender', 'Email', '_confirmEmail', 'Prefcontact', 'Mobilephonenumber', 'Citizenship', 'Birthcountry', 'Birthplace', 'Birthstate', '_previousNames', '_idDocument'];
  return Object.fromEntries(stepOne.filter((key) => all[key] !== undefined).map((key) => [key, all[key]]));
}

export interface SavedForm {
  id: number;
  key: string;
}

/**
 * A form saved through the form API as the wizard saves it, with the steps before `step` complete (1: nothing
 * answered; 2: step 1's answers; 3: steps 1 and 2; the final step: every answer), the applicant's address `email`
 * and further `answers` when given. Open it with `formUrl`.
 */
export async function formAtStep(
  request: APIRequestContext,
  company: CompanyId,
  step: number,
  { email = `a11y.${unique()}@example.com`, answers: extra = {} }: { email?: string; answers?: Partial<ApplicantDraft> } = {},
): Promise<SavedForm> {
  const headers = headersOf(company);
  const created = await request.post(`${API_URL}/api/form`, { headers, data: { Firstname: 'Jane', _stepCompleted: 0 } });
  expect(created.status(), await created.text()).toBe(200);
  const { id, key, form } = (await created.json()) as { id: number; key: string; form: Record<string, unknown> };
  const total = COMPANIES[company].steps.length;
  let answers: Partial<ApplicantDraft> = {};
  if (step >= total) {
    answers = validDraft({ Email: email, _confirmEmail: email, _previousNames: [], _formFilledIn: true });
    if (total === 3) answers = { ...answers, Site: COMPANIES[company].defaultSite };
  } else if (step === 3) answers = { ...stepOneAnswers(email), _address: validDraft()._address, _postalSame: true };
  else if (step === 2) answers = stepOneAnswers(email);
  const saved = await request.put(`${API_URL}/api/form/${id}`, { headers: { ...headers, FormKey: key }, data: { ...form, ...answers, ...extra, _stepCompleted: Math.min(step - 1, total - 1) } });
  expect(saved.status(), await saved.text()).toBe(200);
  return { id, key };
}

/** The URL of a saved form's step on a company's site, with its key (spec §2 key parameter). */
export const formUrl = (company: CompanyId, form: SavedForm, step: number) => `${companyOrigin(company)}/apply/form/${form.id}/step${step}?key=${encodeURIComponent(form.key)}`;

/** A complete MSIC application naming an employer; answers the signing link the conversion mailed to the employer. */
export async function signingLinkPath(request: APIRequestContext): Promise<string> {
  const stamp = unique();
  const email = `applicant.${stamp}@example.com`;
  const employerEmail = `employer.${stamp}@example.com`;
  await submitApplication(request, {
    Middlenames: undefined,
    _hasmiddlename: true,
    Email: email,
    _confirmEmail: email,
    Employeremail: employerEmail,
    // lodged at a post office, where the applicant pays: no online payment before the conversion
    ExtraData: { ...validDraft().ExtraData, lodgementOption: 'auspost' },
  });
  const mails = (await (await request.get(`${API_URL}/dev/mailbox/messages?to=${encodeURIComponent(employerEmail)}`)).json()) as { text: string }[];
  const path = mails.map((m) => /\/operational-need-form\/\d+\/[A-Za-z0-9_-]+/.exec(m.text)?.[0]).find(Boolean);
  expect(path, 'the employer is mailed the signing link').toBeTruthy();
  return path as string;
}

/** A complete, paid MSIC application ready to be tracked: its tracking number, birth date and mailbox. */
export async function trackableApplication(request: APIRequestContext) {
  const email = `tracked.${unique()}@example.com`;
  const { peopleId, draft } = await submitApplication(
    request,
    { Middlenames: undefined, _hasmiddlename: true, Email: email, _confirmEmail: email, ExtraData: { ...validDraft().ExtraData, lodgementOption: 'inperson' } },
    { pay: true },
  );
  return { peopleId, trackingNumber: `VEP${String(peopleId + 1500).padStart(7, '0')}`, email, birthdate: draft.Birthdate as string };
}

/** The newest verification code mailed to an address (the development mailbox), once there is one. */
export async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  const codes = async () => {
    const mails = (await (await request.get(`${API_URL}/dev/mailbox/messages?to=${encodeURIComponent(email)}`)).json()) as { kind: string; text: string }[];
    return mails.filter((m) => m.kind === 'verification-code').map((m) => /verification code is (\d{6})/.exec(m.text)?.[1] ?? '');
  };
  await expect.poll(async () => (await codes()).length).toBeGreaterThan(0);
  return (await codes())[0] as string;
}

/** An MSIC number in the enrolment's format that no other enrolment of the run uses. */
export const freshMsicNumber = () => `QP${String.fromCharCode(65 + Math.floor(Math.random() * 26))}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
