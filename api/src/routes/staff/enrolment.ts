import type { FastifyInstance } from 'fastify';
import { STAFF_MESSAGES, type StaffEnrolmentInfo } from 'shared-contracts/staff';
import { HttpError } from '../../lib/http-error';
import { hashReference } from '../../lib/secrets';
import { otpauthUri, qrSvg } from '../../lib/staff-auth/totp';
import type { StaffRow } from '../../repositories';

/** The account an enrolment token is for while it is unused and unexpired; 404 otherwise, whichever it is. */
export async function enrollingMember(app: FastifyInstance, token: string): Promise<StaffRow> {
  const member = await app.staff.findByEnrolment(hashReference(token), app.now());
  if (!member) throw new HttpError(404, STAFF_MESSAGES.enrolmentNotFound);
  return member;
}

/** What the enrolment page shows: the account and its TOTP secret, as a URI and as a QR code. */
export async function enrolmentInfo(member: StaffRow): Promise<StaffEnrolmentInfo> {
  const uri = otpauthUri(member.email, member.totp_secret);
  return { email: member.email, name: member.name, otpauthUri: uri, qrSvg: await qrSvg(uri) };
}
