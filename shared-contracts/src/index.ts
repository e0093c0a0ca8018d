/**
 * shared-contracts: the one source of truth of the portal, shared by the shell, every remote (as a federation
 * singleton) and the API. See README.md.
 */
export * from './product';
export * from './remotes';
export * from './routes';
export * from './constants';
export * from './messages';
export * from './dates';
export * from './schemas';
// the §5 rules and step checks are their own entry, shared-contracts/validators: screens without a form need not load them
export * from './validators/field-errors';
export * from './companies';
export * from './api';
export * from './auth/jwt';
export * from './store';
