import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Redis from 'ioredis';
import { MESSAGES } from '../../lib/messages';

/**
 * Rate limits are opt-in per route (`config: { rateLimit: RATE_LIMITS.x }`): login, resend, tracker, contact
 * and the two client logging endpoints (ARCHITECTURE.md, Security model). Counts live in memory, or in Redis
 * when REDIS_URL is set so that every API replica shares them. If Redis is unreachable requests pass
 * (logged) rather than the whole API failing.
 */
export const RATE_LIMITS = {
  /** a browser reports missing pages and client exceptions; more than this per minute is a loop or abuse */
  clientLog: { max: 30, timeWindow: '1 minute' },
} as const;

export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    const redis = app.env.REDIS_URL
      ? new Redis(app.env.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) {
      redis.on('error', (err) => app.log.warn({ err }, 'redis (rate limits) unavailable'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'msic-rate-limit:', skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(MESSAGES.tooManyRequests(context.after)), { statusCode: context.statusCode }),
    });
  },
  { name: 'rate-limit', decorators: { fastify: ['env'] } },
);
