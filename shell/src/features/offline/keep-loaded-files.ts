import { transport } from 'shared-contracts';
import { referenceEndpoints } from 'shared-contracts/form';
import { OFFLINE_READY_MARK } from './offline-ready-mark';
import type { Origins } from './origins';

/** What a reload of the wizard needs again: public, the same for every applicant. */
const REFERENCE_ENDPOINTS = ['countries', 'states', 'operationalNeedList', 'accessFrequencyOptions', 'operationalNeedCategories', 'auscheckIdDocuments', 'issuingBodies', 'airports', 'suburbs'] as const satisfies readonly (keyof typeof referenceEndpoints)[];
const REFERENCE_PATHS: readonly RegExp[] = REFERENCE_ENDPOINTS.map((name) => new RegExp(`^${referenceEndpoints[name].path.replace(/[.]/g, '\\.').replace(/:[A-Za-z]+/g, '[^/]+')}$`));

// asked for again through the worker, which decides what it keeps (docs/decisions/047)
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
  // one at a time: the page is in use meanwhile
  // eslint-disable-next-line no-restricted-globals -- the static files of the shell and the remotes, not the API
  for (const address of files) await fetch(address, { credentials: 'same-origin', headers: address === location.href ? { Accept: 'text/html' } : {} }).catch(() => undefined);
  // the one transport sends the portal headers the answers may vary with
  for (const address of reference) await transport().send(address, { headers: { Accept: 'application/json' } }).catch(() => undefined);
  performance.mark(OFFLINE_READY_MARK);
}

