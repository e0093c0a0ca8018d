import type { RuntimeConfig } from 'shared-contracts';
import { originsOf } from './origins';

// the dev loop's hot reloading must never meet a kept copy: a worker left from a production run is removed
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
  // loaded only then: a first visit that makes no API call never downloads the endpoints' table (decision 047)
  container.addEventListener('controllerchange', () => {
    void import('./keep-loaded-files').then(({ keepLoadedFiles }) => keepLoadedFiles(origins)).catch(() => undefined);
  });
  const register = () => void container.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
