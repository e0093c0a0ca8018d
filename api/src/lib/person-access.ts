import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_HEADER, BEARER_PREFIX } from 'shared-contracts';
import type { PersonRow } from '../repositories/people';
import { HttpError } from './http-error';

export const NOT_LOGGED_IN = 'Log in with your tracking number and date of birth to see this application.';
export const NOT_YOURS = 'You can only see your own application.';

/** The people id of the request's bearer token (signed, unexpired), or undefined. */
export function tokenClaims(app: FastifyInstance, request: FastifyRequest) {
  const header = request.headers[AUTH_HEADER.toLowerCase()];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value?.startsWith(BEARER_PREFIX)) return undefined;
  return app.tokens.verify(value.slice(BEARER_PREFIX.length).trim());
}

/**
 * The people record the token may read (spec §6): 401 without a valid token (or one issued before a logout, or
 * for a redacted record), 403 for a token of another applicant. Every people, download and lodgement call goes
 * through here, so one applicant can never read another's record or documents.
 */
export async function requirePerson(app: FastifyInstance, request: FastifyRequest, peopleId: number): Promise<PersonRow> {
  const claims = tokenClaims(app, request);
  if (!claims) throw new HttpError(401, NOT_LOGGED_IN);
  if (claims.sub !== peopleId) throw new HttpError(403, NOT_YOURS);
  const person = await app.people.find(peopleId);
  if (!person || person.redacted_at) throw new HttpError(401, NOT_LOGGED_IN);
  if (person.tokens_valid_after) {
    const validAfter = Math.floor(new Date(person.tokens_valid_after).getTime() / 1000);
    if (claims.iat < validAfter) throw new HttpError(401, NOT_LOGGED_IN);
  }
  return person;
}
