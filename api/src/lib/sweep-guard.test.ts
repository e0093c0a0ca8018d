import type { FastifyRequest } from 'fastify';
import { sweepGuard } from './sweep-guard';

describe('the per-address sweep guard', () => {
  const from = (ip: string) => ({ ip }) as FastifyRequest;

  it('lets an address make max lookups in a window, refuses the next with 429, and starts again in the next window', async () => {
    let clock = 1_000_000;
    const guard = sweepGuard({ max: 3, windowMs: 60_000, now: () => clock });
    for (let i = 0; i < 3; i++) await expect(guard(from('192.0.2.1'))).resolves.toBeUndefined();
    await expect(guard(from('192.0.2.1'))).rejects.toMatchObject({ statusCode: 429 });
    await expect(guard(from('192.0.2.2'))).resolves.toBeUndefined();
    clock += 60_000;
    await expect(guard(from('192.0.2.1'))).resolves.toBeUndefined();
  });
});
