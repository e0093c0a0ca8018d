// The thirteen company variants as the journeys see them (issue 8): each selected by its host name,
// `http://<company>.localhost:<shell port>` (Chromium resolves *.localhost to this machine), and what the registry of
// shared-contracts says it must show.
import path from 'node:path';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { type Company, type CompanyId, type HomeTask } from 'shared-contracts';
import { computeSummaryPrice, type ApplicantDraft } from 'shared-contracts/form';
import { AVIATION_NEED_ID, validDraft } from 'shared-contracts/testing';
import { ACCEPTED_TEST_CARD } from './applications';
import { pdfText } from './pdf';
import { API_URL, SHELL_URL, expect } from './system';

/** Where the run writes each company's home page screenshot for review (gitignored, kept between runs). */
export const SCREENSHOT_DIR = path.resolve(__dirname, '../test-results/companies');

/** The shell's origin for a company: its value as the first label of the host. */
export const companyOrigin = (company: CompanyId) => `http://${company}.localhost:${new URL(SHELL_URL).port}`;

/** '#1d4f91' → 'rgb(29, 79, 145)', the way getComputedStyle reports a colour. */
export function cssRgb(hex: string): string {
  const h = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The filled (button, header) shade of the company's theme. */
export const primaryOf = (company: Company) => company.theme.primary[company.theme.primaryShade] as string;

/**
 * The step 1 heading of a fresh form (spec §2 page headings), written out per company rather than computed, so
 * that the journey checks the wizard against an independent expectation.
 */
export const STEP1_HEADINGS: Record<CompanyId, string> = {
  msic: 'Apply for an MSIC Card',
  asic: 'Apply for an ASIC Card',
  auspost: 'Apply for an MSIC Card',
  chcheli: 'Apply for an MSIC Card',
  'asset-asic': 'Apply for a Job Ready ASIC',
  'asset-msic': 'Apply for a Job Ready MSIC',
  adg: 'Apply for an MSIC Card',
  sfc: 'Apply for an MSIC Card',
  bne: 'Apply for an ASIC Card',
  toll: 'Apply for an MSIC Card',
  spa: 'Apply for an MSIC Card',
  tasports: 'Apply for an MSIC Card',
  mwpa: 'Apply for an MSIC Card',
};

/**
 * Records the `Company` header of every call the page makes to the API (spec §7: it travels on every call),
 * from the headers Chromium actually sent.
 */
export function trackApiCompanyHeaders(page: Page): { companies(): Promise<{ url: string; company: string | undefined }[]> } {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${API_URL}/api/`) && request.method() !== 'OPTIONS') calls.push(request);
  });
  return {
    companies: () => Promise.all(calls.map(async (r) => ({ url: `${r.method()} ${new URL(r.url()).pathname}`, company: (await r.allHeaders())['company'] }))),
  };
}

/**
 * A draft ready for its summary step, shaped for the company as the wizard would leave it: its card type and
 * site, its first lodgement option, the sponsored preference, an airport for an ASIC, and for the port variants
 * their port and no access card (so the §9 access-card deduction shows).
 */
export function summaryDraft(company: Company): ApplicantDraft {
  const card = company.cardTypes[0]!;
  const summaryStep = company.steps.length;
  return validDraft({
    _previousNames: [],
    _company: company.id,
    _cardType: card,
    Site: company.defaultSite,
    Appsubtype: company.preferredSubtype ?? '2',
    ...(company.sponsored && company.preferredSubtype ? { _companyPreference: company.preferredSubtype } : {}),
    ...(company.portVariant ? { AccessCardId: null } : {}),
    ...(card === 'ASIC' ? { Airports: [{ Id: 1, Name: 'Perth Airport', Code: 'PER', AsaType: 'Approved', CanHaveAsa: true }], OperationalNeedId: AVIATION_NEED_ID } : {}),
    ExtraData: {
      ...validDraft().ExtraData,
      lodgementOption: company.lodgementOptions[0],
      ...(card === 'ASIC' ? { _numAirports: 1 } : {}),
      ...(company.portVariant ? { PortAccess: 'Albany' as const } : {}),
    },
    _stepCompleted: summaryStep - 1,
    _formFilledIn: true,
  });
}

/** The §9 price of a draft: the registry's own computation, which the summary, payment and invoice must all show. */
export const expectedPrice = (company: Company, draft: ApplicantDraft) => computeSummaryPrice(company, draft);

/** The action link of each home task (mfe-content home page). */
export const HOME_TASK_ACTIONS: Record<HomeTask, string> = {
  apply: 'Start an application',
  applyJobReady: 'Start a job-ready application',
  renew: 'Renew a card',
  track: 'Track an application',
  inductionEnrolment: 'Enrol for the induction',
};

/** Creates and saves the draft through the form API under the company's `Company` header; answers id and key. */
export async function saveDraft(request: APIRequestContext, company: CompanyId, draft: ApplicantDraft): Promise<{ id: number; key: string }> {
  const headers = { Company: company, WebsiteType: 'msic' };
  const created = await request.post(`${API_URL}/api/form`, { headers, data: { Firstname: draft.Firstname, _stepCompleted: 0 } });
  expect(created.status(), await created.text()).toBe(200);
  const { id, key, form } = await created.json();
  const saved = await request.put(`${API_URL}/api/form/${id}`, { headers: { ...headers, FormKey: key }, data: { ...form, ...draft } });
  expect(saved.status(), await saved.text()).toBe(200);
  return { id, key };
}

/** Pays by the sandbox card through the API (spec §7); answers the amount the API charged, in cents. */
export async function payByApi(request: APIRequestContext, company: CompanyId, form: { id: number; key: string }, cardName: string): Promise<number> {
  const response = await request.post(`${API_URL}/api/form/${form.id}/payment`, {
    headers: { Company: company, WebsiteType: 'msic', FormKey: form.key },
    data: { cardName, ...ACCEPTED_TEST_CARD },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).amount as number;
}

/**
 * Converts the saved form, logs in with the conversion code the way the wizard does (spec §4 confirm) and
 * downloads the tax invoice; answers the PDF's text.
 */
export async function invoiceTextByApi(request: APIRequestContext, company: CompanyId, form: { id: number; key: string }, birthdate: string): Promise<string> {
  const headers = { Company: company, WebsiteType: 'msic' };
  const converted = await request.post(`${API_URL}/api/form/${form.id}/people`, { headers: { ...headers, FormKey: form.key } });
  expect(converted.status(), await converted.text()).toBe(200);
  const { Id, VerificationCode } = await converted.json();
  const login = await request.post(`${API_URL}/api/login`, { headers, data: { username: String(Id), password: birthdate, verificationCode: VerificationCode, resend: false } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = await login.json();
  const invoice = await request.get(`${API_URL}/api/download/invoice/${Id}/${form.id}`, { headers: { ...headers, Authorization: `Bearer ${token}` } });
  expect(invoice.status()).toBe(200);
  return pdfText(await invoice.body());
}
