import { apiSettings } from 'shared-contracts';
import { LIGHT_ENDPOINTS, lightCall } from 'shared-contracts/light-call';
import type { StaffMember } from 'shared-contracts/staff';
import { NOT_CONFIGURED, staffOptions } from '../../components/staff-api-options';

/**
 * GET /api/staff/session: the signed-in staff member, or null when no session is open (401).
 *
 * Sent as a light call (shared-contracts/light-call: the client's headers and cookie rules without the API layer,
 * issue 17): a signed-out visit, whose answer is a 401, shows the sign-in form without downloading the client, the
 * staff contract and zod, which come when the visitor signs in (./load-sign-in-calls). A member's answer is checked
 * with the contract's schema, as the typed client checks it, before the console trusts it.
 */
export async function loadStaffSession(): Promise<StaffMember | null> {
  const { options } = apiSettings();
  if (!options) throw new Error(NOT_CONFIGURED);
  const answer = await lightCall(staffOptions(options), LIGHT_ENDPOINTS.staffSession);
  // read whatever the status: a body left unread keeps the request open in the browser
  const text = await answer.text();
  if (answer.status === 401) return null;
  if (!answer.ok) throw new Error(`GET ${LIGHT_ENDPOINTS.staffSession.path} failed with status ${answer.status}`);
  const { StaffMember } = await import('shared-contracts/staff');
  return StaffMember.parse(JSON.parse(text));
}
