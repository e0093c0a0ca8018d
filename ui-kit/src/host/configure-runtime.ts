import { companyForHost, configureApi, publishRuntimeConfig, sessionStore, type ApiEvent, type CompanyId, type RuntimeConfig } from 'shared-contracts';

type Listener = (event: ApiEvent) => void;
const listeners = new Set<Listener>();

export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let current: RuntimeConfig | undefined;
export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime configuration has not been loaded yet');
  return current;
}

export function configureRuntime(config: RuntimeConfig, hostname = window.location.hostname): CompanyId {
  current = config;
  publishRuntimeConfig(config);
  const company = companyForHost(hostname, config.companyResolution);
  sessionStore.getState().setCompany(company);
  sessionStore.getState().setWebsiteType(config.websiteType);
  // a hydrated first render reads the initial state, which must be what the prerender read: no visitor (decision 071)
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
