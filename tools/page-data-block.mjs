// The public API answers a page carries (issue 17: "the route's API data that does not depend on the applicant
// starts in parallel with the code, or is embedded"): for a route whose entry in the shell's route table lists
// `data` (shared-contracts ROUTES `pageData`, e.g. the wizard's reference lists), the static server fetches those
// answers from the API for the company of the request's host and writes them into the page as a JSON data block,
// which the API client answers the first call of each from (shared-contracts/api page-data.ts). A preload could
// not do it: spec §7 sends Company and WebsiteType on every call, which a preload cannot carry.
//
// Answers are kept per company and path: fresh for 5 minutes, then served as they were while they are fetched
// again, for at most an hour. A page never waits more than `waitMs` for the API: without an answer the page is
// served without it, and the client asks the API as before.
import { companyOfHost } from './first-screens.mjs';

const FRESH_MS = 5 * 60_000;
const STALE_MAX_MS = 60 * 60_000;
const FAILED_RETRY_MS = 1_000;
const FETCH_TIMEOUT_MS = 1_500;
const MAX_ANSWERS = 500;

/** company|url → { value, at, pending, failedAt } */
const answers = new Map();

/** Test hook: forget every answer. */
export function forgetPageData() {
  answers.clear();
}

function fetchAnswer(url, company, websiteType) {
  const key = `${company}|${url}`;
  const now = Date.now();
  let entry = answers.get(key);
  if (!entry) {
    if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value);
    entry = { value: undefined, at: 0, pending: undefined, failedAt: 0 };
    answers.set(key, entry);
  }
  const fresh = entry.value !== undefined && now - entry.at < FRESH_MS;
  if (!fresh && !entry.pending && now - entry.failedAt >= FAILED_RETRY_MS) {
    entry.pending = fetch(url, { headers: { Accept: 'application/json', Company: company, WebsiteType: websiteType }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((value) => {
        entry.value = value;
        entry.at = Date.now();
      })
      .catch(() => {
        entry.failedAt = Date.now();
      })
      .finally(() => {
        entry.pending = undefined;
      });
  }
  return entry;
}

/** An API path as the static server asks for it (the deployment's API base, without a trailing slash). */
const apiUrl = (config, path) => `${config.apiBase.replace(/\/+$/, '')}${path}`;

const usable = (entry) => entry.value !== undefined && Date.now() - entry.at < STALE_MAX_MS;

/**
 * The data block of a page, or '' when its route has no page data or no answer is at hand in time.
 * @param {{ route: { data?: { name: string, path: string }[] } | undefined, hostname: string | undefined,
 *   table: { companies: string[], defaultCompany: string }, config: { apiBase: string, websiteType: string,
 *   companyResolution: { default: string, hosts: Record<string, string>, subdomain: boolean } }, waitMs?: number }} page
 * @returns {Promise<string>}
 */
export async function pageDataBlock({ route, hostname, table, config, waitMs = 300 }) {
  const wanted = route?.data ?? [];
  if (wanted.length === 0 || !hostname || table.companies.length === 0) return '';
  const company = companyOfHost(hostname, config.companyResolution, table.companies, table.defaultCompany);
  const entries = wanted.map(({ name, path }) => ({ name, entry: fetchAnswer(apiUrl(config, path), company, config.websiteType) }));
  const waiting = entries.filter(({ entry }) => !usable(entry) && entry.pending).map(({ entry }) => entry.pending);
  if (waiting.length > 0) await Promise.race([Promise.all(waiting), new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
  const found = Object.fromEntries(entries.filter(({ entry }) => usable(entry)).map(({ name, entry }) => [name, entry.value]));
  if (Object.keys(found).length === 0) return '';
  // `<` escaped: nothing in an answer can close the element
  const json = JSON.stringify({ company, answers: found }).replace(/</g, '\\u003c');
  return `<script type=application/json id=page-data>${json}</script>`;
}

/** Starts fetching the page data of every route for a company (at start-up), so the first page has it. */
export function warmPageData(table, config, company = table.defaultCompany) {
  const paths = new Set(table.routes.flatMap((route) => (route.data ?? []).map((data) => data.path)));
  for (const path of paths) fetchAnswer(apiUrl(config, path), company, config.websiteType);
}
