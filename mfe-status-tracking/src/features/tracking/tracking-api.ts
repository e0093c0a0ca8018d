import { getApi, toTrackerRequest, type TrackingInput } from 'shared-contracts/api';

/** POST /api/people/tracker: the tracking number and birth date to the person's id (spec §7). */
export async function findApplication(input: TrackingInput): Promise<number> {
  const { Id } = await getApi().call('tracker', { body: toTrackerRequest(input) });
  return Id;
}

/** POST /api/login without a code (or with resend): the server mails a fresh code; true when it asks for one. */
export async function requestCode(peopleId: number, birthdate: string, resend = false): Promise<{ useVerification: boolean; token?: string }> {
  const answer = await getApi().call('login', { body: { username: String(peopleId), password: birthdate, ...(resend ? { resend: true } : {}) } });
  return { useVerification: answer.useVerification ?? !answer.token, ...(answer.token ? { token: answer.token } : {}) };
}

/** POST /api/login with the emailed code: the bearer token. */
export async function verifyCode(peopleId: number, birthdate: string, verificationCode: string): Promise<string> {
  const answer = await getApi().call('login', { body: { username: String(peopleId), password: birthdate, verificationCode } });
  if (!answer.token) throw new Error('The login answered without a token');
  return answer.token;
}
