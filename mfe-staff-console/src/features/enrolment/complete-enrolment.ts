import type { StaffEnrolmentRequest, StaffMember } from 'shared-contracts/staff';
import { staffApi } from '../../components/staff-api';

/** POST /api/staff/enrolment: sets the password, confirms the first code and signs in (the API sets the cookie). */
export function completeEnrolment(body: StaffEnrolmentRequest): Promise<StaffMember> {
  return staffApi().call('staffEnrol', { body });
}
