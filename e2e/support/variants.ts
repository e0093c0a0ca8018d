// Issue 39: what each variant's journeys send and print must be that variant's own: its host in every link, its
// name and no other variant's, its card word and not the other card's, and every date the day it is in its time
// zone. The journeys read every mail and PDF they cause through these helpers.
import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { cardSector, COMPANIES, DEFAULT_COMPANY, formatDate, type CompanyId } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/form';
import { ACCEPTED_TEST_CARD } from './applications';
import { companyOrigin } from './companies';
import { API_URL, SHELL_URL, expect } from './system';

/** The first and last moment of a journey: a date it prints of a moment is the variant's day at one of them. */
export interface JourneyClock {
  started: Date;
}

export const startClock = (): JourneyClock => ({ started: new Date() });

/** The variant's days of the journey, as `formatDate` prints them (usually one; two across its midnight). */
export function variantDays(company: CompanyId, clock: JourneyClock): string[] {
  const zone = COMPANIES[company].timeZone;
  return [...new Set([formatDate(clock.started, zone), formatDate(new Date(), zone)])];
}

/**
 * The address the API links a variant's records to (COMPANY_HOSTS unset in the test system): the public site for the
 * default company, `<company>.localhost` for the others (shared-contracts companySiteUrl).
 */
export const siteOrigin = (company: CompanyId): string => (company === DEFAULT_COMPANY ? SHELL_URL : companyOrigin(company));

const DATE = /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/g;
const URL_PATTERN = /https?:\/\/[^\s)"'<>]+/g;

export interface VariantTextOptions {
  clock: JourneyClock;
  /** calendar dates the text may print as they are (a birth date, a certificate date, a link's end) */
  dates?: readonly string[];
}

/**
 * Fails on anything of another variant in a mail or a document of `company`: a link to another host, another
 * variant's name, the other card's word, or a date that is neither one of `dates` nor the variant's day of the
 * journey (a date printed in UTC or the server's zone shows the day before or after, at these hours).
 */
export function expectOwnVariant(label: string, text: string, company: CompanyId, { clock, dates = [] }: VariantTextOptions): void {
  const own = COMPANIES[company];
  const origin = siteOrigin(company);
  // a link ends before the punctuation of the sentence it closes
  const links = (text.match(URL_PATTERN) ?? []).map((link) => link.replace(/[.,;:]+$/, ''));
  for (const link of links) expect({ label, link, own: link.startsWith(`${origin}/`) || link === origin }).toEqual({ label, link, own: true });

  const words = text.replace(URL_PATTERN, ' ');
  for (const other of Object.values(COMPANIES)) {
    if (other.id === company || own.name.includes(other.name)) continue;
    expect({ label, otherVariant: other.name, named: words.includes(other.name) }).toEqual({ label, otherVariant: other.name, named: false });
  }
  const sector = cardSector(own);
  if (sector === 'aviation') expect({ label, msic: words.match(/\bMSIC\b/g) ?? [] }).toEqual({ label, msic: [] });
  if (sector === 'maritime') expect({ label, asic: words.match(/\bASIC\b/g) ?? [] }).toEqual({ label, asic: [] });

  const allowed = new Set([...variantDays(company, clock), ...dates]);
  for (const date of words.match(DATE) ?? []) expect({ label, date, allowed: allowed.has(date) }).toEqual({ label, date, allowed: true });
}

export interface Mail {
  kind: string;
  company: string;
  /** the sender, as the outbox worker sends it */
  from: string;
  subject: string;
  text: string;
}

/** A mail of `company`: sent in the variant's name, and nothing in its subject or text of another variant. */
export function expectOwnMail(label: string, mail: Mail, company: CompanyId, options: VariantTextOptions): void {
  expect({ label, from: mail.from.startsWith(`${COMPANIES[company].name} <`) }).toEqual({ label, from: true });
  expectOwnVariant(label, `${mail.subject}\n${mail.text}`, company, options);
}

/** Every mail the API has written to an address (the development mailbox of the test API). */
export async function mailsTo(request: APIRequestContext, address: string): Promise<Mail[]> {
  const res = await request.get(`${API_URL}/dev/mailbox/messages?to=${encodeURIComponent(address)}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Mail[];
}

/** Waits for the mails of these kinds to an address, and answers them. */
export async function awaitMails(request: APIRequestContext, address: string, kinds: readonly string[]): Promise<Mail[]> {
  await expect.poll(async () => (await mailsTo(request, address)).map((m) => m.kind).sort(), { timeout: 20_000 }).toEqual(expect.arrayContaining([...kinds].sort()));
  return mailsTo(request, address);
}

/** The text of a PDF, as a reader's pdftotext gives it (layout kept, so labels and values stay on one line). */
export const pdfToText = (pdf: Buffer): string => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

export async function downloadedText(download: Download): Promise<string> {
  return execFileSync('pdftotext', ['-layout', (await download.path()) as string, '-']).toString('utf8');
}

export interface Converted {
  id: number;
  key: string;
  peopleId: number;
  code: string;
}

/** Saves a draft through the form API under the variant's `Company` header, pays by card when asked, converts it. */
export async function convertByApi(request: APIRequestContext, company: CompanyId, draft: ApplicantDraft, options: { pay?: boolean } = {}): Promise<Converted> {
  const headers = { Company: company, WebsiteType: 'msic' };
  const created = await request.post(`${API_URL}/api/form`, { headers, data: { Firstname: draft.Firstname, _stepCompleted: 0 } });
  expect(created.status(), await created.text()).toBe(200);
  const { id, key, form } = await created.json();
  const withKey = { ...headers, FormKey: key };
  const saved = await request.put(`${API_URL}/api/form/${id}`, { headers: withKey, data: { ...form, ...draft } });
  expect(saved.status(), await saved.text()).toBe(200);
  if (options.pay) {
    const paid = await request.post(`${API_URL}/api/form/${id}/payment`, { headers: withKey, data: { cardName: `${draft.Firstname} ${draft.Surname}`, ...ACCEPTED_TEST_CARD } });
    expect(paid.status(), await paid.text()).toBe(200);
  }
  const converted = await request.post(`${API_URL}/api/form/${id}/people`, { headers: withKey });
  expect(converted.status(), await converted.text()).toBe(200);
  const { Id, VerificationCode } = await converted.json();
  return { id, key, peopleId: Id, code: VerificationCode };
}

/** The status token of a converted application, by its conversion code (spec §4 confirm). */
export async function tokenOf(request: APIRequestContext, company: CompanyId, converted: Converted, birthdate: string): Promise<string> {
  const login = await request.post(`${API_URL}/api/login`, { headers: { Company: company, WebsiteType: 'msic' }, data: { username: String(converted.peopleId), password: birthdate, verificationCode: converted.code, resend: false } });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()).token as string;
}

/** One of the applicant's documents as text (the status page's downloads, through the API). */
export async function documentText(request: APIRequestContext, token: string, kind: 'application-form' | 'invoice', converted: Converted): Promise<string> {
  const res = await request.get(`${API_URL}/api/download/${kind}/${converted.peopleId}/${converted.id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return pdfToText(await res.body());
}

/** The status page of an application on its variant's host, tracked as the applicant does: number, birth date, mailed code. */
export async function trackOnVariant(page: Page, request: APIRequestContext, company: CompanyId, tracking: string, birthdate: string, email: string): Promise<void> {
  await page.goto(`${companyOrigin(company)}/track-msic`);
  await page.getByLabel('Tracking number').fill(tracking);
  await page.getByLabel('Date of birth').fill(birthdate);
  await page.getByRole('button', { name: 'Track application' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible({ timeout: 20_000 });
  let code = '';
  await expect
    .poll(async () => {
      code = (await mailsTo(request, email)).filter((m) => m.kind === 'verification-code').map((m) => /verification code is (\d{6})/.exec(m.text)?.[1] ?? '')[0] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page).toHaveURL(/\/status\/\d+$/, { timeout: 20_000 });
}

/** Nothing of the page is wider than a 390 px phone: no field, box or column is cut off or scrolled aside. */
export async function expectFitsPhone(page: Page, selector = 'main'): Promise<void> {
  const overflow = await page.evaluate((sel) => {
    const root = document.querySelector(sel);
    if (!root) return ['no root'];
    const width = document.documentElement.clientWidth;
    return [...root.querySelectorAll('input, select, textarea, button, table, [role="status"], .mantine-Badge-root')]
      .filter((el) => el.getBoundingClientRect().width > 0)
      .filter((el) => el.getBoundingClientRect().right > width + 1 || (el instanceof HTMLElement && el.scrollWidth > el.clientWidth + 1 && el.tagName === 'TABLE'))
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}: right ${Math.round(el.getBoundingClientRect().right)} > ${width}`);
  }, selector);
  expect(overflow).toEqual([]);
}
