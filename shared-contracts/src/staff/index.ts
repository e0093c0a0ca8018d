/**
 * `shared-contracts/staff`: the staff console's contract (issue 19), bundled by the staff console remote: staff
 * members and sessions, the queue, an application's view, actions, and their calls (`staffApi`, sent with the
 * browser's cookies by the one transport, a staff 401 kept from the host's handler: ./staff-calls).
 */
import { staffEndpoints } from './endpoints';
import { staffCalls } from './staff-calls';

export * from './staff-member';
export * from './queue-stage';
export * from './operator-action';
export * from './application-view';
export * from './endpoints';
export type { PeopleRecord } from '../tracking/people-record';
export { staffTransport } from './staff-calls';
/** the console's calls: the one transport with the host's settings, a staff 401 kept from the host (./staff-calls) */
export const staffApi = /* @__PURE__ */ staffCalls(staffEndpoints);
