import type { FastifyRequest } from 'fastify';
import { MESSAGES } from 'shared-contracts/api';
import { HttpError } from './http-error';

/**
 * A second, wider limit for lookups whose per-route limit is keyed by address AND the number asked about (the
 * tracker): that key lets one applicant retry without locking out others behind the same address, but alone it
 * would let one address sweep through every tracking number. This counts an address's lookups of any number in
 * a fixed window. Counts are kept in this process (each API replica counts its own share).
 */
export function sweepGuard(options: { max: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  return async function guard(request: FastifyRequest): Promise<void> {
    const at = now();
    if (windows.size > 10_000) {
      for (const [key, w] of windows) if (at - w.start >= options.windowMs) windows.delete(key);
    }
    const current = windows.get(request.ip);
    const window = current && at - current.start < options.windowMs ? current : { start: at, count: 0 };
    window.count += 1;
    windows.set(request.ip, window);
    if (window.count > options.max) throw new HttpError(429, MESSAGES.tooManyRequests);
  };
}
