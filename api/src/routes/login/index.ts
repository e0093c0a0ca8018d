import type { FastifyInstance } from 'fastify';
import { getCompany, LOGIN_ERROR_CODES } from 'shared-contracts';
import { personReferenceToId, trackingEndpoints } from 'shared-contracts/tracking';
import { HttpError } from '../../lib/http-error';
import { route } from '../../lib/route';
import { isoDate } from '../../lib/dates';
import { cardTypeOf, trackingNumberOf } from '../../lib/people-record';
import { NOT_LOGGED_IN, tokenClaims } from '../../lib/person-access';
import { LOGIN_RATE_LIMIT } from '../../lib/rate-limits';
import { checkCode, CODE_TTL_MINUTES, codesSentRecently, MAX_CODES_PER_WINDOW, newCode, storeLoginCode } from './verification-codes';

export const LOGIN_MESSAGES = {
  notFound: 'We could not find an application with those details. Check your tracking number and date of birth.',
  invalidVerification: 'That verification code is not correct.',
  expiredVerification: 'That verification code has expired.',
  redacted: 'The details of this application are no longer available online.',
  tooManyCodes: 'We have sent several codes already. Please wait 15 minutes before asking for another code.',
  locked: 'Too many wrong codes were entered. Ask for a new code and try again.',
} as const;

/**
 * POST /api/login (spec §4 "Signature and login", §6, §8) and POST /api/logout.
 * - people id or tracking number plus birth date, without a code (or with `resend`): a fresh random code is
 *   mailed and the answer is `useVerification` (the code is stored hashed, expires, is attempt-limited);
 * - with the code: the signed, short-lived token;
 * - 401 with code invalid_verification, expired_verification or redacted; any other 401 is "person not found",
 *   the same for an unknown number and a wrong birth date; 429 with the server's message.
 */
export default async function loginRoutes(app: FastifyInstance) {
  route(
    app,
    trackingEndpoints.login,
    async (request) => {
      const { username, password, verificationCode, resend } = request.body;
      const id = personReferenceToId(username);
      const person = id === null ? undefined : await app.people.findLogin(id);
      if (!person || isoDate(person.birthdate) !== password.trim()) throw new HttpError(401, LOGIN_MESSAGES.notFound, { code: 'not_found' });
      if (person.redacted_at) throw new HttpError(401, LOGIN_MESSAGES.redacted, { code: LOGIN_ERROR_CODES.redacted });

      const code = verificationCode?.trim();
      if (!code || resend) {
        const fresh = newCode();
        const company = getCompany(person.company);
        // the code and its mail in one transaction: a code is never stored without its mail, nor mailed unstored.
        // The person's row is locked first, so the count of codes sent and the new code are one step: a burst of
        // concurrent requests cannot all pass the count (issue 40)
        await app.db.transaction(async (tx) => {
          await app.people.lock(person.id, tx);
          if ((await codesSentRecently(app.verificationCodes, tx, person.id)) >= MAX_CODES_PER_WINDOW) throw new HttpError(429, LOGIN_MESSAGES.tooManyCodes);
          await storeLoginCode(app.verificationCodes, tx, person.id, fresh, app.env.APP_SECRET);
          await app.mail.send(
            {
              kind: 'verification-code',
              company: company.id,
              to: person.email,
              subject: `Your ${cardTypeOf(person)} application verification code`,
              text: [
                `Your verification code is ${fresh}`,
                '',
                `Enter it on the tracking page to see the status of application ${trackingNumberOf(person)}.`,
                `The code expires in ${CODE_TTL_MINUTES} minutes and can be used once.`,
                '',
                'If you did not ask for this code, you can ignore this email: nobody can see your application without it.',
                '',
                company.name,
              ].join('\n'),
            },
            tx,
          );
        });
        return { useVerification: true, method: 'email' };
      }

      const result = await app.db.transaction((tx) => checkCode(app.verificationCodes, tx, person.id, code, app.env.APP_SECRET));
      if (result === 'expired') throw new HttpError(401, LOGIN_MESSAGES.expiredVerification, { code: LOGIN_ERROR_CODES.expiredVerification });
      if (result === 'locked') throw new HttpError(429, LOGIN_MESSAGES.locked, { code: 'verification_locked' });
      if (result === 'invalid') throw new HttpError(401, LOGIN_MESSAGES.invalidVerification, { code: LOGIN_ERROR_CODES.invalidVerification });
      return { token: app.tokens.issue(person.id), useVerification: false, method: 'email' };
    },
    { config: { rateLimit: LOGIN_RATE_LIMIT } },
  );

  // Ends every token of the person issued up to now (people.tokens_valid_after, checked on each protected call).
  route(app, trackingEndpoints.logout, async (request) => {
    const claims = tokenClaims(app, request);
    if (!claims) throw new HttpError(401, NOT_LOGGED_IN);
    await app.people.endTokens(claims.sub);
    return { ok: true };
  });
}
