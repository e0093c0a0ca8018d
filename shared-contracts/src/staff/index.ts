/**
 * `shared-contracts/staff`: the staff console's contract (issue 19), bundled by the staff console remote: staff
 * members and sessions, the queue, an application's view, actions, and their calls (`staffApi`, sent with the
 * browser's cookies by the one transport; a staff 401 is the console's own, never the host's, decision 053).
 */
import { api } from 'shared-contracts';
import { staffEndpoints } from './endpoints';

export * from './staff-member';
export * from './queue-stage';
export * from './operator-action';
export * from './application-view';
export * from './endpoints';
export type { PeopleRecord } from '../tracking/people-record';
export const staffApi = /* @__PURE__ */ api(staffEndpoints);
