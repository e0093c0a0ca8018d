// What the page asks for again once its service worker controls it (issue 18, docs/decisions/047): loaded only then,
// from service-worker.ts, because it needs the form domain's reference endpoints (their paths).
import { transport } from 'shared-contracts';
import { referenceEndpoints } from 'shared-contracts/form';
import { OFFLINE_READY_MARK } from './offline-ready-mark';
import type { Origins } from './origins';

/**
 * The API's reference lists a reload of the wizard needs again (its reference data, the need categories, a state's
 * suburbs): public, the same for every applicant. Their paths come from the form domain's endpoint table.
 */
const REFERENCE_ENDPOINTS = ['countries', 'states', 'operationalNeedList', 'accessFrequencyOptions', 'operationalNeedCategories', 'auscheckIdDocuments', 'issuingBodies', 'airports', 'suburbs'] as const satisfies readonly (keyof typeof referenceEndpoints)[];
const REFERENCE_PATHS: readonly RegExp[] = REFERENCE_ENDPOINTS.map((name) => new RegExp(`^${referenceEndpoints[name].path.replace(/[.]/g, '\\.').replace(/:[A-Za-z]+/g, '[^/]+')}$`));

/**
 * What to ask for again once the worker controls the page: the page itself, and the files of the shell's and the
 * remotes' origins and the API's reference lists it loaded (the worker decides, as for any request, what it keeps).
 */
export function addressesToKeep(page: string, loaded: readonly string[], origins: Origins): { files: string[]; reference: string[] } {
  const own = new URL(page).origin;
  const files = new Set<string>([page]);
  const reference = new Set<string>();
  for (const address of loaded) {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      continue;
    }
    if (url.origin === own || origins.remotes.includes(url.origin)) {
      if (url.pathname !== '/sw.js') files.add(url.href);
    } else if (url.origin === origins.api && REFERENCE_PATHS.some((path) => path.test(url.pathname))) reference.add(url.href);
  }
  return { files: [...files], reference: [...reference] };
}

export async function keepLoadedFiles(origins: Origins): Promise<void> {
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  const { files, reference } = addressesToKeep(location.href, loaded, origins);
  // one at a time: most answers come from the browser's own cache; the page is in use meanwhile
  // eslint-disable-next-line no-restricted-globals -- the static files of the shell and the remotes, not the API
  for (const address of files) await fetch(address, { credentials: 'same-origin', headers: address === location.href ? { Accept: 'text/html' } : {} }).catch(() => undefined);
  // through the one transport: the portal headers (Company, WebsiteType) the answers may vary with
  for (const address of reference) await transport().send(address, { headers: { Accept: 'application/json' } }).catch(() => undefined);
  performance.mark(OFFLINE_READY_MARK);
}

