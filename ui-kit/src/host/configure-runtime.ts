import { companyForHost, configureApi, publishRuntimeConfig, sessionStore, type CompanyId, type RuntimeConfig } from 'shared-contracts';
import type { ApiEvent } from 'shared-contracts';

type Listener = (event: ApiEvent) => void;
const listeners = new Set<Listener>();

/** Subscribe to the §8 events the API client raises (401 unauthenticated, 503 maintenance). */
export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let current: RuntimeConfig | undefined;
export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime configuration has not been loaded yet');
  return current;
}

/**
 * Everything a host does once before rendering: resolve the company from the host name, put it in the
 * session store, and configure the one API client every remote uses (headers and token rules of §6/§7; the
 * client itself is created on the first call).
 */
export function configureRuntime(config: RuntimeConfig, hostname = window.location.hostname): CompanyId {
  current = config;
  publishRuntimeConfig(config);
  const company = companyForHost(hostname, config.companyResolution);
  sessionStore.getState().setCompany(company);
  sessionStore.getState().setWebsiteType(config.websiteType);
  // a hydrated first render reads the store's initial state (useSyncExternalStore's server snapshot), which must be
  // what the page's prerender read: the company (written there too, tools/webpack/prerender-frame.tsx) and no
  // visitor. The visitor's own state (a session, a draft's key) renders once the page is hydrated (decision 071)
  Object.assign(sessionStore.getInitialState(), { company, token: undefined, formKey: undefined, authenticated: false });
  configureApi({
    baseUrl: config.apiBase,
    tokenAllowlist: config.tokenAllowlist,
    websiteType: config.websiteType,
    getCompany: () => sessionStore.getState().company,
    getFormKey: () => sessionStore.getState().formKey,
    getToken: () => sessionStore.getState().token,
    onEvent: (event) => listeners.forEach((l) => l(event)),
  });
  return company;
}
