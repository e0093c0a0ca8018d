import type { StaffEnrolmentInfo } from 'shared-contracts/staff';
import { staffApi } from '../../components/staff-api';

/** GET /api/staff/enrolment/:token: the account the link is for, its TOTP secret and QR code (404 when not valid). */
export function loadEnrolment(token: string, signal?: AbortSignal): Promise<StaffEnrolmentInfo> {
  return staffApi().call('staffEnrolment', { params: { token }, ...(signal ? { signal } : {}) });
}
