import { once } from 'node:events';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Redis from 'ioredis';
import { MESSAGES } from 'shared-contracts/form';
import { fallbackStore, SharedCounts } from './fallback-store';

/**
 * Rate limits are opt-in per route (`config: { rateLimit: RATE_LIMITS.x }`): login, resend, tracker, contact
 * and the two client logging endpoints (ARCHITECTURE.md, Security model). Counts live in Redis when REDIS_URL is
 * set, so that N replicas enforce one limit; otherwise, and whenever Redis cannot be reached, in this process
 * (issue 16: a limit always applies, and no call waits on Redis; see docs/decisions/013-*.md).
 */
export const RATE_LIMITS = {
  /** a browser reports missing pages and client exceptions; more than this per minute is a loop or abuse */
  clientLog: { max: 30, timeWindow: '1 minute' },
  /**
   * the shells' health reports (issue 42): a batch at most every few seconds per open tab, so this allows some twenty
   * tabs behind one address (an office); more is abuse, and a refused beacon costs the visitor nothing
   */
  rum: { max: 120, timeWindow: '1 minute' },
} as const;

/** Redis keys of this deployment's counts (a shared Redis may serve other applications). */
export const RATE_LIMIT_NAMESPACE = 'msic-rate-limit:';

/**
 * How long a rate-limited call may wait on Redis: a command with no answer by then is counted in this process.
 * Well inside issue 16's budget of 100 ms per call.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 50;

declare module 'fastify' {
  interface FastifyInstance {
    /** where the rate-limit counts live right now (reported by /api/health) */
    sharedCounts: SharedCounts;
  }
}

export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    const redis = app.env.REDIS_URL
      ? new Redis(app.env.REDIS_URL, {
          // a call never queues behind a connection that is not there: it is counted in this process instead
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
          commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
          connectTimeout: 1_000,
          // keep trying to come back, at most every two seconds
          retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
          // closing an unconnected client takes 200 ms, not 2 s
          disconnectTimeout: 200,
        })
      : undefined;
    const counts = new SharedCounts(redis, app.log);
    app.decorate('sharedCounts', counts);
    if (redis) {
      // start-up may wait for Redis a little (requests do not): a replica that starts before Redis counts in memory
      await Promise.race([once(redis, 'ready'), new Promise((resolve) => setTimeout(resolve, 1_000).unref())]).catch(() => undefined);
      if (redis.status !== 'ready') counts.set('memory-fallback');
      app.addHook('onClose', async () => {
        // quit() waits for a connection that may never come; an unconnected client just stops reconnecting
        if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
        else redis.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: false,
      store: fallbackStore(counts, RATE_LIMIT_NAMESPACE),
      // the text the client shows as it is (spec §8); windows are a minute, retry-after says exactly when
      errorResponseBuilder: (_request, context) => Object.assign(new Error(MESSAGES.tooManyRequests), { statusCode: context.statusCode }),
    });
  },
  { name: 'rate-limit', decorators: { fastify: ['env'] } },
);
