// shared-contracts/api: the entity schemas (§3), the endpoint table and typed client (§7), the error catalogue
// (§8). A separate entry (and federation singleton) from the core, loaded with the first screen that calls the
// API. The server imports its schemas from here.
export * from '../schemas';
export * from '../messages';
export * from '../validators/field-errors';
export * from './endpoint-def';
export * from './path-params';
export * from './endpoints';
export * from './errors';
export * from './events';
export * from './request-policy';
export * from './client';
export * from './page-data';
export * from './configure';
export * from './check-answer';
