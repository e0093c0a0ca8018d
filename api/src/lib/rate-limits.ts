// Rate limits shared by more than one route folder.
import type { FastifyRequest } from 'fastify';
import { personReferenceToId } from 'shared-contracts/tracking';

/**
 * Per-route limits of the status login (ARCHITECTURE.md security model). Counted per client address and per
 * person asked about, after the body is parsed (preHandler), so one applicant retrying cannot lock out another
 * behind the same address. The person is the canonical people id (issue 16): `6`, `06` … `000000006`,
 * `VEP0001506` and `VEA0001506` are one person and one bucket, so writing a person another way gives no
 * more guesses. Anything that names nobody shares one bucket per address.
 */
const byAddressAndPerson = (field: string) => (request: FastifyRequest) => {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const person = typeof body[field] === 'string' ? personReferenceToId(body[field] as string) : null;
  return `${request.ip}|person:${person ?? 'none'}`;
};

/** POST /api/people/tracker: 10 a minute per address and person. */
export const TRACKER_RATE_LIMIT = { max: 10, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: byAddressAndPerson('VepNumber') } as const;
/** POST /api/people/tracker: 60 a minute per address over every person, so one address cannot sweep the numbers. */
export const TRACKER_SWEEP_LIMIT = { name: 'tracker', max: 60, windowMs: 60_000 } as const;
/** POST /api/login, with or without `resend`: 10 a minute per address and person (codes themselves are attempt-limited too). */
export const LOGIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: byAddressAndPerson('username') } as const;
/** The induction's id is the participant's key to it: loading far more than a player does is someone guessing ids (the player and the card holder's page). */
export const INDUCTION_LOOKUP_RATE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
