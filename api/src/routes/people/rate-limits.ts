import type { FastifyRequest } from 'fastify';

/**
 * Per-route limits of the status login (ARCHITECTURE.md security model). Counted per client address and per
 * number asked about, after the body is parsed (preHandler), so one applicant retrying cannot lock out another
 * behind the same address, and one address cannot sweep through tracking numbers.
 */
const byAddressAnd = (field: string) => (request: FastifyRequest) => {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const value = typeof body[field] === 'string' ? (body[field] as string).toUpperCase() : '';
  return `${request.ip}|${value}`;
};

/** POST /api/people/tracker: 10 a minute per address and number. */
export const TRACKER_RATE_LIMIT = { max: 10, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: byAddressAnd('VepNumber') } as const;
/** POST /api/people/tracker: 60 a minute per address over every number, so one address cannot sweep the numbers. */
export const TRACKER_SWEEP_LIMIT = { max: 60, windowMs: 60_000 } as const;
/** POST /api/login: 10 a minute per address and username (codes themselves are attempt-limited too). */
export const LOGIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: byAddressAnd('username') } as const;
