import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Redis from 'ioredis';
import { MESSAGES } from 'shared-contracts/api';

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
      ? // fail fast: a rate-limit check waits at most one retry; closing an unconnected client takes 200 ms, not 2 s
        new Redis(app.env.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1, disconnectTimeout: 200 })
      : undefined;
    if (redis) {
      redis.on('error', (err) => app.log.warn({ err }, 'redis (rate limits) unavailable'));
      app.addHook('onClose', async () => {
        // quit() waits for a connection that may never come; an unconnected client just stops reconnecting
        if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
        else redis.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'msic-rate-limit:', skipOnError: true } : {}),
      // the text the client shows as it is (spec §8); windows are a minute, retry-after says exactly when
      errorResponseBuilder: (_request, context) => Object.assign(new Error(MESSAGES.tooManyRequests), { statusCode: context.statusCode }),
    });
  },
  { name: 'rate-limit', decorators: { fastify: ['env'] } },
);
