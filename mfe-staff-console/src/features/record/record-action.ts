import type { OperatorAction, StaffApplicationView } from 'shared-contracts/staff';
import { staffApi } from '../../components/staff-api';
import { whileSignedIn } from '../session/while-signed-in';

/** POST /api/operator/people/:ref/actions: records an action (officer only; 409 when the order of steps refuses it). */
export function recordAction(ref: string, body: OperatorAction): Promise<StaffApplicationView> {
  return whileSignedIn(staffApi().call('staffAction', { params: { ref }, body }));
}
