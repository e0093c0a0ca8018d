// Helpers of the fault journeys (e2e/tests/faults.spec.ts): a slow API, the API calls a page makes, an
// application saved complete (not yet confirmed) through the form API, and the development mailbox.
import type { APIRequestContext, Page } from '@playwright/test';
import type { ApplicantDraft } from 'shared-contracts/form';
import { validDraft } from 'shared-contracts/testing';
import { API_URL, expect } from './system';

/** Every call from the page to the API answers `ms` later than it would (the request leaves at once). */
export async function slowDownApi(page: Page, ms: number): Promise<void> {
  await page.route(`${API_URL}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    // the page may have gone (the test ended) while the answer was held back
    await route.continue().catch(() => {});
  });
}

/** The API calls a page makes, as "METHOD /path" (CORS preflights left out). */
export function recordApiCalls(page: Page): { calls(): string[]; count(call: string | RegExp): number } {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(`${API_URL}/`) || request.method() === 'OPTIONS') return;
    seen.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return {
    calls: () => [...seen],
    count: (call) => seen.filter((c) => (typeof call === 'string' ? c === call : call.test(c))).length,
  };
}

export interface SavedForm {
  id: number;
  key: string;
  draft: ApplicantDraft;
}

/**
 * A complete standard MSIC application saved through the form API with steps 1-3 done, as the wizard leaves it
 * before the summary: not paid, not confirmed.
 */
export async function savedCompleteForm(request: APIRequestContext, overrides: Partial<ApplicantDraft>): Promise<SavedForm> {
  const draft = validDraft({ _previousNames: [], ...overrides });
  const headers = { Company: 'msic', WebsiteType: 'msic' };
  const created = await request.post(`${API_URL}/api/form`, { headers, data: { Firstname: draft.Firstname, _stepCompleted: 0 } });
  expect(created.status(), await created.text()).toBe(200);
  const { id, key, form } = (await created.json()) as { id: number; key: string; form: ApplicantDraft };
  const saved = await request.put(`${API_URL}/api/form/${id}`, { headers: { ...headers, FormKey: key }, data: { ...form, ...draft, _stepCompleted: 3, _formFilledIn: true } });
  expect(saved.status(), await saved.text()).toBe(200);
  return { id, key, draft };
}

/** The saved form as the API has it now. */
export async function formOnServer(request: APIRequestContext, id: number, key: string): Promise<ApplicantDraft> {
  const res = await request.get(`${API_URL}/api/form/${id}`, { headers: { Company: 'msic', WebsiteType: 'msic', FormKey: key } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { form: ApplicantDraft }).form;
}

/** The mails the API has sent to an address (the development mailbox of a test API). */
export async function mailsTo(request: APIRequestContext, address: string): Promise<{ kind: string; subject: string; text: string }[]> {
  const res = await request.get(`${API_URL}/dev/mailbox/messages?to=${encodeURIComponent(address)}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { kind: string; subject: string; text: string }[];
}

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
