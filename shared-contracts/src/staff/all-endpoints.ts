import { staffSessionEndpoints } from './endpoints';
import { staffRecordEndpoints } from './record-endpoints';

/** Every call of the staff console, in one table: what the API serves (a module of its own, which no screen imports). */
export const staffEndpoints = { ...staffSessionEndpoints, ...staffRecordEndpoints };
export type StaffEndpoints = typeof staffEndpoints;
export type StaffEndpointName = keyof StaffEndpoints;
