import { staffSessionEndpoints } from './endpoints';
import { staffRecordEndpoints } from './record-endpoints';

/** What the API serves: a module of its own, which no screen imports. */
export const staffEndpoints = { ...staffSessionEndpoints, ...staffRecordEndpoints };
export type StaffEndpointName = keyof typeof staffEndpoints;
