// What a host needs: the shell, and each remote when it runs on its own. Not shared through federation;
// each host bundles it into its own start-up code.
export { loadRuntimeConfig } from './runtime-config';
export { configureRuntime, onApiEvent, runtimeConfig } from './configure-runtime';
export { installErrorLogging, logClientError, type ClientErrorReport } from './error-logging';
export { AppProviders } from './providers';
export { brandingOf } from './branding';
export { SiteLayout } from './site-layout';
export { RouteFrame } from './route-frame';
export { RemoteSlot } from './remote-slot';
export { RouteEffects, ApiEventEffects } from './route-effects';
export { startStandalone, type StandaloneOptions } from './standalone';
