import { staffApi } from '../../components/staff-api';

/** DELETE /api/staff/session: ends the session; the API clears the cookie. */
export async function signOut(): Promise<void> {
  await staffApi().call('staffSignOut');
}
