// Issue 17, the first screen of the routes that are not content pages (decision 051): the wizard, renewal, tracking,
// the status page, the induction enrolment and player, the operational-need signing form. Their remote's release
// carries each route's loading screen (the company's header and footer, the route's <h1>, the screen's skeleton),
// the shell's static server writes it into the page, and the client takes it over without a layout shift.
// One route group a test: each page's time stays far from the timeout on a busy machine.
import type { Browser } from '@playwright/test';
import { ROUTES, WIZARD_PAGE_DATA, href, type RouteId } from 'shared-contracts';
import { referenceEndpoints } from 'shared-contracts/form';
import { CLS_BUDGET } from '../support/budgets';
import { companyOrigin } from '../support/companies';
import { layoutShift, recordResponses } from '../support/page-weight';
import { sampleOf } from '../support/sample-routes';
import { SHELL_URL, expect, test } from '../support/system';
import { choose, sel } from '../support/wizard';

interface RouteGroup {
  group: string;
  id: RouteId;
  /**
   * The client shows the route's own screen at the sample address (true), or moves on from it once the API has
   * answered for the sample ids (a login to make, a record that does not exist): then only the first paint and the
   * layout shift of the whole visit are checked.
   */
  stays: boolean;
  /** The page is the same for every visitor, rendered in the shell's own tree: the client hydrates it (decision 071). */
  hydrated?: true;
}

const GROUPS: readonly RouteGroup[] = [
  { group: 'the wizard, a new form', id: 'newForm', stays: true },
  { group: 'the wizard, a saved form', id: 'formStep2', stays: false },
  { group: 'renewal', id: 'renew', stays: true, hydrated: true },
  { group: 'tracking', id: 'track', stays: true },
  { group: 'the status page', id: 'status', stays: false },
  { group: 'the induction enrolment', id: 'inductionEnrolment', stays: true },
  { group: 'the induction player', id: 'induction', stays: false },
  { group: 'the operational-need signing form', id: 'operationalNeedForm', stays: false },
];

/** The served page's root (no JavaScript run): its <h1> and whether it is marked busy (a loading screen). */
async function servedRoot(browser: Browser, pathname: string) {
  const context = await browser.newContext();
  const response = await context.request.get(`${SHELL_URL}${pathname}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  await context.close();
  const root = /<div id="root"([^>]*)>([\s\S]*)<\/div><script/.exec(html);
  return {
    prerendered: /data-prerendered="[^"]+"/.test(root?.[1] ?? ''),
    h1: /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(root?.[2] ?? '')?.[1]?.replace(/<!-- -->/g, ''),
    busy: /data-prerendered-screen="[^"]+" aria-busy="true"/.test(root?.[2] ?? ''),
    hydrate: /data-hydrate=""/.test(root?.[1] ?? ''),
  };
}

/** Where the heading is painted from the HTML and its styles alone (the shell's code held back). */
async function paintedWithoutJs(browser: Browser, pathname: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(/\/js\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto(pathname);
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
  const heading = page.locator('main h1');
  await expect(heading).toBeVisible();
  const painted = { text: (await heading.textContent())?.trim() ?? '', box: await heading.boundingBox() };
  await context.close();
  return painted;
}

test.describe('first screens of the routes that are not content pages', () => {
  // three visits a test (the HTML, a paint without scripts, the page): 11-37 s measured with four engineers'
  // builds and tests on these two cores (load 15-23), so twice the suite's minute
  test.describe.configure({ mode: 'parallel', timeout: 120_000 });

  for (const { group, id, stays, hydrated } of GROUPS) {
    const { path: pathname, remote } = sampleOf(id);
    test(`${group} (${ROUTES[id].path}): the HTML paints the company's frame, the route's <h1> and ${hydrated ? 'its page; the client hydrates it' : 'its skeleton; the client takes it over'} with a layout shift under ${CLS_BUDGET}`, async ({ browser }) => {
      const served = await servedRoot(browser, pathname);
      expect(served.prerendered, `${pathname} is served with its first screen`).toBe(true);
      expect(served.h1?.trim(), `the <h1> of ${pathname} in its HTML`).toBeTruthy();
      if (hydrated) {
        // the whole page, not a loading screen: served for the shell to hydrate
        expect(served.busy, 'the page is not a loading screen').toBe(false);
        expect(served.hydrate, 'the page is served for the shell to hydrate').toBe(true);
      } else {
        expect(served.busy, 'the loading screen is marked busy').toBe(true);
      }
      const painted = await paintedWithoutJs(browser, pathname);
      expect(painted.text).toBe(served.h1?.trim());

      const context = await browser.newContext();
      const page = await context.newPage();
      const recorder = recordResponses(page);
      // the heading the HTML painted, before any script runs
      await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => Object.assign(window, { servedHeading: document.querySelector('main h1') })));
      await page.goto(pathname);
      if (hydrated) {
        // React takes over the very heading the HTML painted (a hydrated element carries React's own properties)
        await page.waitForFunction(() => Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber$')), null, { timeout: 30_000 });
        expect(await page.evaluate(() => document.querySelector('main h1') === (window as unknown as { servedHeading?: Element | null }).servedHeading)).toBe(true);
      }
      // the client's own frame of the route's remote (or the one the visit moved on to)
      await expect(page.locator('main [data-remote]')).toHaveCount(1, { timeout: 30_000 });
      if (stays) {
        const heading = page.locator(`main [data-remote="${remote}"] h1`);
        // measured once the client's screen is the one in view: its heading can be in the document, hidden, while the
        // served copy is still shown (a null box was read as y 0: "84 px from where it was painted", twice today)
        await expect(heading).toBeVisible();
        await expect(heading).toHaveText(painted.text);
        await expect(page.locator('[data-prerendered-path]')).toHaveCount(0);
        const box = await heading.boundingBox();
        expect(box, 'the client heading has a box').not.toBeNull();
        expect(Math.abs((box?.y ?? 0) - (painted.box?.y ?? -100)), 'the heading stays where it was painted').toBeLessThan(1);
        expect(Math.abs((box?.x ?? 0) - (painted.box?.x ?? -100))).toBeLessThan(1);
      }
      // the screen's data and lazy code are in (no request for half a second): what moves, has moved
      await recorder.settled();
      expect(await layoutShift(page), `cumulative layout shift of ${pathname}`).toBeLessThan(CLS_BUDGET);
      await context.close();
    });
  }
});

// the wizard's reference lists arrive with the page (tools/page-data-block.mjs, shared-contracts ROUTES `pageData`): the
// form is usable without asking the API for any of them, for the company of the site it was served on
test("a first visit to the wizard asks the API for none of its reference lists: they came with the page, the site's company's", async ({ page }) => {
  const listPaths = new Set<string>(WIZARD_PAGE_DATA.map((name) => referenceEndpoints[name].path));
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (listPaths.has(pathname)) asked.push(pathname);
  });
  // the static server waits at most 300 ms for an answer it does not hold yet (a busy machine's API can miss that,
  // and the page is then served without it, by design): the bne answers are fetched until the page carries them all,
  // then kept five minutes, so the visit below is served from them and the race is not this test's subject
  const block = async () => {
    const served = await page.request.get(`${SHELL_URL}${href('newForm')}`, { headers: { host: new URL(companyOrigin('bne')).host } });
    return JSON.parse(/<script type=application\/json id=page-data>([\s\S]*?)<\/script>/.exec(await served.text())?.[1] ?? '{}') as { company?: string; answers?: object };
  };
  await expect.poll(async () => Object.keys((await block()).answers ?? {}).sort(), { timeout: 20_000 }).toEqual([...WIZARD_PAGE_DATA].sort());
  expect((await block()).company).toBe('bne');

  await page.goto(`${companyOrigin('bne')}${href('newForm')}`);
  // the lists are in use: a country can be chosen
  await choose(sel(page, 'Country of birth'), 'Australia');
  await expect(sel(page, 'Country of birth')).toHaveValue(/.+/);
  expect(asked, 'reference lists asked of the API').toEqual([]);
});
