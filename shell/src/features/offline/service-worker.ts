// Offline reload (issue 18, docs/decisions/047): the shell registers its network-first service worker (/sw.js) once
// the page has loaded, in production builds and browsers that have service workers. When a worker takes control of
// this page (the first visit, or a new shell release), the files and reference lists the page loaded before that
// are asked for once more, through the worker, so that a reload without a network finds them.
import type { RuntimeConfig } from 'shared-contracts';
import { endpoints, getApi, type EndpointName } from 'shared-contracts/api';

/** The User Timing mark set when the files the page loaded before its worker took control are kept again. */
export const OFFLINE_READY_MARK = 'shell:offline-ready';

/**
 * The API's reference lists a reload of the wizard needs again (its reference data, the need categories, a state's
 * suburbs): public, the same for every applicant. Their paths come from the endpoint table.
 */
const REFERENCE_ENDPOINTS = ['countries', 'states', 'operationalNeedList', 'accessFrequencyOptions', 'operationalNeedCategories', 'auscheckIdDocuments', 'issuingBodies', 'airports', 'suburbs'] as const satisfies readonly EndpointName[];
const REFERENCE_PATHS: readonly RegExp[] = REFERENCE_ENDPOINTS.map((name) => new RegExp(`^${endpoints[name].path.replace(/[.]/g, '\\.').replace(/:[A-Za-z]+/g, '[^/]+')}$`));

export interface Origins {
  api: string;
  remotes: readonly string[];
}

export function originsOf(config: Pick<RuntimeConfig, 'apiBase' | 'remotes'>): Origins {
  const origin = (value: string) => {
    try {
      return new URL(value).origin;
    } catch {
      return '';
    }
  };
  return { api: origin(config.apiBase), remotes: [...new Set(Object.values(config.remotes).map((entry) => origin(entry.manifest)))].filter(Boolean) };
}

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

async function keepLoadedFiles(origins: Origins): Promise<void> {
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  const { files, reference } = addressesToKeep(location.href, loaded, origins);
  const api = getApi();
  // one at a time: most answers come from the browser's own cache; the page is in use meanwhile
  // eslint-disable-next-line no-restricted-globals -- the static files of the shell and the remotes, not the API
  for (const address of files) await fetch(address, { credentials: 'same-origin', headers: address === location.href ? { Accept: 'text/html' } : {} }).catch(() => undefined);
  // through the API client: the portal headers (Company, WebsiteType) the answers may vary with
  for (const address of reference) await api.fetch(address, { headers: { Accept: 'application/json' } }).catch(() => undefined);
  performance.mark(OFFLINE_READY_MARK);
}

/**
 * Registers /sw.js after the load event (production only: the dev loop's hot reloading must never meet a kept
 * copy, so a worker left from a production run on the same origin is removed there).
 */
export function registerServiceWorker(config: Pick<RuntimeConfig, 'apiBase' | 'remotes'>): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  if (process.env.NODE_ENV !== 'production') {
    void container
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
      .catch(() => undefined);
    return;
  }
  const origins = originsOf(config);
  container.addEventListener('controllerchange', () => void keepLoadedFiles(origins));
  const register = () => void container.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
