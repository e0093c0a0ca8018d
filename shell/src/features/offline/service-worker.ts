// Offline reload (issue 18, docs/decisions/047): the shell registers its network-first service worker (/sw.js) once
// the page has loaded, in production builds and browsers that have service workers. When a worker takes control of
// this page (the first visit, or a new shell release), the files and reference lists the page loaded before that
// are asked for once more, through the worker, so that a reload without a network finds them.
import type { RuntimeConfig } from 'shared-contracts';
import { originsOf } from './origins';

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
  // the reference endpoints' table (with their schemas) is loaded only then: a first visit that makes no API call (the
  // home page) never downloads it (decision 047, budgets.spec)
  container.addEventListener('controllerchange', () => {
    void import('./keep-loaded-files').then(({ keepLoadedFiles }) => keepLoadedFiles(origins)).catch(() => undefined);
  });
  const register = () => void container.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
