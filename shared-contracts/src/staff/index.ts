/**
 * `shared-contracts/staff`: the staff console's contract (issue 19), bundled by the staff console remote: staff
 * members and sessions, the queue, an application's view, actions, and their calls (`staffApi`, sent with the
 * browser's cookies by the one transport; a staff 401 is the console's own, never the host's, decision 053).
 * Only re-exports: each table and its calls live in their own module (endpoints.ts, record-endpoints.ts), so that a
 * screen bundles the schemas of the calls it makes and no others.
 */
export * from './staff-member';
export * from './queue-stage';
export * from './operator-action';
export * from './application-view';
export * from './endpoints';
export * from './record-endpoints';
export { staffEndpoints, type StaffEndpoints, type StaffEndpointName } from './all-endpoints';
export type { PeopleRecord } from '../tracking/people-record';
export * from '../rules/operational-need-labels';
