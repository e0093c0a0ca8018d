import type { StaffApplicationView } from 'shared-contracts/staff';
import { staffApi } from '../../components/staff-api';
import { whileSignedIn } from '../session/while-signed-in';

/** GET /api/operator/people/:ref: the record as the console shows it (the API writes this look to the access log). */
export function loadRecord(ref: string, signal?: AbortSignal): Promise<StaffApplicationView> {
  return whileSignedIn(staffApi().call('staffApplication', { params: { ref }, ...(signal ? { signal } : {}) }));
}
