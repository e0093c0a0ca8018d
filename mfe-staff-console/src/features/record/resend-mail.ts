import type { OutboxMail } from 'shared-contracts/staff';
import { staffApi } from '../../components/staff-api';
import { whileSignedIn } from '../session/while-signed-in';

/** POST /api/operator/people/:ref/mail/:mailId/resend: queues a copy of a mail (officer only); answers the new mail. */
export function resendMail(ref: string, mailId: number): Promise<OutboxMail> {
  return whileSignedIn(staffApi().call('staffResendMail', { params: { ref, mailId } }));
}
