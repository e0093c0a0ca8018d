/**
 * shared-contracts: the one source of truth of the portal, shared by the shell, every remote (as federation
 * singletons) and the API. See README.md. Three entries, so that a first visit loads only what it uses:
 * - `shared-contracts` (this file): product, runtime configuration, routes, constants, dates, companies,
 *   session store, token rules and the API client's configuration;
 * - `shared-contracts/api`: entity schemas, endpoint table, typed client, error catalogue;
 * - `shared-contracts/validators`: the rules of §5 and the step checks;
 * - `shared-contracts/rules`: the rules of §5 that check one value, without the step checks (decision 057).
 */
export * from './product';
export * from './remotes';
export * from './routes';
export * from './constants';
export * from './id-numbers';
export * from './operational-need-labels';
export * from './dates';
export * from './companies';
export * from './auth/jwt';
export * from './store';
export * from './api-settings';
export * from './runtime-settings';
export * from './certificate-code';
