// The Playwright side of the test system: a worker-scoped fixture that starts the deployed system once per
// worker (each worker on its own port block), and helpers a test uses to take a remote down and bring it back.
import path from 'node:path';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { COMPANIES, routeMeta, type RemoteName, type RouteId } from 'shared-contracts';
import { API_URL, SHELL_URL, TEST_PORTS, remoteOrigin } from './ports';
import { startClusterSystem, type ClusterSystem } from './cluster-system';
import { startTestSystem, type FrontEnd, type TestSystem } from './test-system';

export { expect };
export { API_URL, SHELL_URL, TEST_PORTS, remoteOrigin };

let running: TestSystem | undefined;

function current(): TestSystem {
  if (!running) throw new Error('The test system is not running: use `test` from e2e/support/system.ts');
  return running;
}

export const test = base.extend<object, { system: TestSystem }>({
  // the worker's own shell (ports.ts: one port block per worker)
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(SHELL_URL);
  },
  system: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // E2E_SYSTEM=cluster: two API and two shell processes behind proxies (playwright.cluster.config.ts)
      running = process.env.E2E_SYSTEM === 'cluster' ? await startClusterSystem() : await startTestSystem();
      try {
        await use(running);
      } finally {
        await running.stop();
        running = undefined;
      }
    },
    // room to wait for a build in progress (test-system.ts) and for the API's migrations
    { scope: 'worker', auto: true, timeout: 240_000 },
  ],
});

/** Whether the journeys run against the two-process system (playwright.cluster.config.ts). */
export const inCluster = () => process.env.E2E_SYSTEM === 'cluster';

/**
 * Every shell server a visitor may be sent to, each by its own address: the two shell processes in the two-process
 * system (behind its round-robin proxy), else the one shell.
 */
export function shellServers(): string[] {
  const system = current();
  return 'shellBackends' in system ? [...(system as ClusterSystem).shellBackends] : [system.shellUrl];
}

/** The running system's own copy of a front end's build: what its server serves as the built-in release 1.0.0. */
export const buildOf = (name: FrontEnd) => path.join(current().builds, name);

/** Takes one remote's static server down: its manifest and chunks no longer answer. */
export const stopRemote = (remote: RemoteName) => current().stopFrontEnd(remote);
/** Brings a stopped remote back on its port. */
export const startRemote = (remote: RemoteName) => current().startFrontEnd(remote);
/** Stops the API process: every call to it is refused (the browser sees a network error). */
export const stopApi = () => current().stopApi();
/** Starts the stopped API again on its port, with the same database; resolves once it is healthy. */
export const startApi = () => current().startApi();

/** The company the test host name (localhost) resolves to: the runtime config's default. */
export const SITE_NAME = COMPANIES.msic.name;

/** The document title the shell sets for a route (ui-kit setPageMeta: "<route title> | <company name>"). */
export const expectedTitle = (id: RouteId) => `${routeMeta(id, COMPANIES.msic).title} | ${SITE_NAME}`;

/** Records the requests a page makes to a remote's origin (its manifest, remoteEntry.js and chunks). */
export function trackRemoteRequests(page: Page): { urlsOf(remote: RemoteName): string[] } {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return {
    urlsOf: (remote) => {
      const prefix = `${remoteOrigin(remote)}/`;
      return seen.map((r) => r.url()).filter((url) => url.startsWith(prefix));
    },
  };
}

/** The page's one h1 (ui-kit PageHeading) once the remote has rendered it; never the failure panel's. */
export function pageHeading(page: Page) {
  return page.locator('main h1');
}

/**
 * Navigates inside the single-page app without reloading the document, the way a link click does:
 * react-router's BrowserRouter follows popstate. Used where a test needs one document across routes.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path || url.pathname === path);
}

/**
 * Changes the runtime configuration this page sees: the copy the static server writes into every page (the one
 * start-up reads) and /config.json (the one the shell re-reads on navigation). The page itself is not replaced
 * through page.route: Chromium treats a fulfilled document as outside the loopback address space and then refuses
 * its calls to the remotes and the API (Local Network Access); an init script rewrites the block as it is parsed.
 */
export async function patchRuntimeConfig(page: Page, patch: Record<string, unknown>): Promise<void> {
  await page.addInitScript((changes: Record<string, unknown>) => {
    const rewrite = (block: Element | null) => {
      if (!(block instanceof HTMLScriptElement) || block.id !== 'runtime-config' || block.dataset.patched) return;
      try {
        // the parser may add the text in pieces: only a complete block parses
        block.textContent = JSON.stringify({ ...(JSON.parse(block.textContent ?? '') as Record<string, unknown>), ...changes });
        block.dataset.patched = 'true';
      } catch {
        /* not complete yet: the next mutation brings the rest */
      }
    };
    new MutationObserver((records) => {
      for (const record of records) rewrite(record.target instanceof HTMLScriptElement ? record.target : record.target.parentElement);
      rewrite(document.getElementById('runtime-config'));
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, patch);
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as Record<string, unknown>), ...patch } });
  });
}
