import type { StaffMember, StaffSignInRequest } from 'shared-contracts/staff';
import { staffApi } from '../../components/staff-api';

/** POST /api/staff/session: signs in; the API sets the session cookie. */
export function signIn(body: StaffSignInRequest): Promise<StaffMember> {
  return staffApi().call('staffSignIn', { body });
}
