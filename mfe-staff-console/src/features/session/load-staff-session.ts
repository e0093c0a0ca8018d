import { isApiError } from 'shared-contracts/api';
import type { StaffMember } from 'shared-contracts/staff';
import { staffApi } from '../../components/staff-api';

/** GET /api/staff/session: the signed-in staff member, or null when no session is open (401). */
export async function loadStaffSession(): Promise<StaffMember | null> {
  try {
    return await staffApi().call('staffSession');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}
