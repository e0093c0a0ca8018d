export * from './login';
export * from './tracking';
export * from './people-record';
export * from './login-failure';
export * from './validate';
export type { IncompleteInductions, InductionStatusEntry } from '../induction/induction';
export type { LodgementOption } from '../reference/operational-need';
export * from '../rules/tracking-number';
export * from '../rules/field-messages';
export * from '../rules/messages';
export * from '../rules/patterns';
export { trackEndpoints } from './endpoints';
export { statusEndpoints } from './status-endpoints';
// a module of its own: the track screen does not bundle the tables of the domains the status page also calls
export { trackingApi, trackingUses, trackingEndpoints } from './calls';
