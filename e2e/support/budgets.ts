import { KB } from './page-weight';

/**
 * Gzipped JS a first visit to `/` may download (1 KB = 1024 bytes), what the shell prefetches included. Lowered from
 * 180 to 172 KB by issue 17 (decision 051: the prefetch waits for the intent to follow a link; measured 170.4 KB,
 * against 170 + 16.6 KB of idle prefetch before). Lowered 172 → 140 KB, issue 17's target, by decision 063: a page
 * that came whole in its HTML and holds nothing but links starts the app on intent (measured 171.5 → 1.0 KB: the
 * app-on-intent script alone). The budget stays at the target rather than at the measure: a home page that needs the
 * app again (a control on it) must still fit in 140 KB.
 */
export const HOME_JS_BUDGET = 140 * KB;
/**
 * Gzipped JS a first visit to any other route may download. Raised from 250 to 254 KB (the status page's payment panel,
 * the contracts' card wording, ABN and need-type tables) and to 260 KB at the staff console's merge (issue 19:
 * /status/1/123 measured 259.3 KB), both said as debts to repay with issue 17, whose target for these routes is 200 KB.
 * Lowered 260 → 253 KB by decision 054 (Modal out of ui-kit/widgets into a layer of its own, the staff record's action
 * dialogs loaded on intent): measured with tools/bench/route-weights.mjs on 2026-11-26, the largest route is now
 * /status/1/123 at 250.7 KB (251 rounded up, plus 2 KB of margin); /renew, /status/1 and /track-msic 244-245 KB, the
 * wizard 240.9 KB. Still about 51 KB over issue 17's 200 KB target, so still a debt: the next share decision 051 names
 * is zod and the endpoint table (shared-contracts/api, about 10 KB) on routes that read one endpoint.
 * Lowered 253 → 246 KB by decision 056 (the product's own light fields in ui-kit/forms, the typeahead without Popover):
 * the same routes measured before and after on one machine: /status/1/123 251.1 → 243.5 KB, /track-msic 245.5 →
 * 237.9, /renew 244.4 → 236.8, the wizard 241.3 → 233.8, /contact-us 225.9 → 218.4.
 * Lowered 246 → 238 KB by decision 057 (layers of their own for the one-value rules of shared-contracts, the fields
 * without the form layer, the table and the accordion; the staff record and queue table fetched once signed in):
 * /status/1/123 243.6 → 218.0 KB, /track-msic 238.0 → 212.4, /renew 236.9 → 211.3, /staff/applications 237.0 → 218.5.
 * The largest route is now the wizard, which these layers do not serve: /apply/form/123/ 234.0 → 235.1 KB (236 rounded
 * up, plus 2 KB of margin). Issue 17's 200 KB is still about 35 KB away: decision 057 says what is left.
 * Raised 238 → 240 KB on 2026-11-26 (seventh session), for one sample only: /apply/form/123/ names a form the empty
 * test database does not have, so the wizard ends on the record-not-found notice, which now takes its texts from the
 * rules layer (2.2 KB on top of the wizard's API layer: 236.4 → 238.6 KB) so that /session-expired and
 * /record-not-found no longer download the API layer for them (196.2 → 173.4 KB, now held to 200 KB). A saved form
 * that exists does not load the notice.
 */
export const ROUTE_JS_BUDGET = 236 * KB;

/** Issue 17's target for every route but `/`. */
export const ROUTE_JS_TARGET = 200 * KB;

/**
 * Since 2026-11-26 (eighth session) every route but `/` meets issue 17's 200 KB except these sample paths
 * (e2e/support/sample-routes.ts), which are held to ROUTE_JS_BUDGET instead; every other route, any new one included,
 * is held to 200 KB, so that what was won stays won. Measured with tools/bench/route-weights.mjs after decisions 060
 * (light calls: the 404 page, /forms and the staff console's signed-out first visit without the API layer) and 061
 * (the induction's and signing form's first answers read before it): the staff console 168-188 KB, the induction
 * and signing samples 181.7-182.8, the 404 pages 170.4, /media/some-article 172.3, /forms 171.9. What is left:
 * - the wizard (/apply/form/ 236.9 KB, /apply/form/123/ 239.7 KB: the API layer and the validators come with its
 *   first screen, the form it shows);
 * - (the enrolment, 206.6 KB then, is held to 200 KB since 2026-11-27: decision 062 checks its issuing bodies
 *   without the API layer and loads its check and call on intent; measured 206.6 → 187.9 KB, the wizard unchanged).
 * ROUTE_JS_BUDGET was raised 240 → 242 KB with this: /apply/form/123/ grew 239.0 → 239.7 KB (the answer check
 * exported from the API layer, the certificate code's pattern in the core, decision 061), 0.3 KB under 240.
 * Lowered 242 → 236 KB on 2026-11-27 by decision 067 (the federation runtime from its ES modules: the shell's `main`
 * 33.2 → 26.5 KB on every route that starts the app): /apply/form/ 238.0 → 231.2 KB, /apply/form/123/ 240.8 → 234.0
 * (234 plus 2 KB of margin). Still about 34 KB over issue 17's 200 KB target.
 */
const OVER_TARGET = new Set([
  '/apply/form/',
  '/apply/form/step1',
  '/apply/form/123/',
  '/apply/form/123/step1',
  '/apply/form/123/step2',
  '/apply/form/123/step3',
  '/apply/form/123/step4',
]);

/** Every route but `/`, the staff console's included: issue 19 gives the sixth remote the others' budgets. */
export const jsBudgetOf = (path: string) => (path === '/' ? HOME_JS_BUDGET : OVER_TARGET.has(path) ? ROUTE_JS_BUDGET : ROUTE_JS_TARGET);

/**
 * Cumulative layout shift every route must stay under (issue 9), as e2e/support/page-weight.ts layoutShift
 * measures it: every shift of the visit added up.
 */
export const CLS_BUDGET = 0.02;
