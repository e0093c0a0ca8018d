import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from 'shared-contracts/form';
import { HttpError } from './http-error';

/**
 * A second, wider limit for lookups whose per-route limit is keyed by address AND the person asked about (the
 * tracker): that key lets one applicant retry without locking out others behind the same address, but alone it
 * would let one address sweep through every tracking number. This counts an address's lookups of anyone in a
 * window, in the rate-limit store: in Redis when configured, so N replicas enforce one sweep limit (issue 16),
 * and in this process otherwise or while Redis is away.
 */
export function sweepGuard(app: FastifyInstance, options: { name: string; max: number; windowMs: number }) {
  const limit = app.createRateLimit({ max: options.max, timeWindow: options.windowMs, keyGenerator: (request) => `sweep:${options.name}|${request.ip}` });
  return async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const result = await limit(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new HttpError(429, MESSAGES.tooManyRequests);
  };
}
