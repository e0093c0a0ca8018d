// compatibility for phase B/C of issue 41: delete when nothing imports it
// The old entry `shared-contracts/api` (entity schemas, the global endpoint table, the typed client by name, the error
// catalogue): re-exports of their new homes, the kernel (transport, messages, errors) and the domains' schemas.
export * from './schemas';
export * from '../rules/messages';
export * from '../rules/field-messages';
export * from '../form/summary-messages';
export * from '../kernel/field-errors';
export { fillPath, pathParamNames } from '../kernel/transport/endpoint';
export * from '../rules/path-params';
export * from './endpoints';
export * from '../kernel/transport/errors';
export * from '../tracking/login-failure';
export * from '../form/form-fetch-failure';
export * from '../kernel/transport/events';
export * from '../kernel/transport/request-policy';
export * from '../kernel/transport/page-data';
export * from './client';
export * from './get-api';
export * from './check-answer';
