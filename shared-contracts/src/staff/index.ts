// Only re-exports: each table and its calls live in their own module, so that a screen bundles the schemas of the
// calls it makes and no others.
export * from './staff-member';
export * from './queue-stage';
export * from './operator-action';
export * from './application-view';
export * from './endpoints';
export * from './record-endpoints';
export { staffEndpoints, type StaffEndpointName } from './all-endpoints';
export type { PeopleRecord } from '../tracking/people-record';
export * from '../rules/operational-need-labels';
