import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type Redis from 'ioredis';
// the plugin's own stores (CommonJS files without an export map): Redis counts with one Lua call, memory in an LRU
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';

/** Where the counts live: Redis (shared by replicas), this process (no REDIS_URL), or this process while Redis is away. */
export type CountsIn = 'redis' | 'memory' | 'memory-fallback';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
/** what the plugin's stores read of the global and per-route options (typed loosely by the plugin) */
type StoreOptions = FastifyRateLimitOptions | RouteOptions;
const flag = (options: StoreOptions, name: 'continueExceeding' | 'exponentialBackoff'): boolean =>
  (options as Record<string, unknown>)[name] === true;

/**
 * Tracks whether Redis can be used and says so once per change (issue 16: "with a log line and a health field").
 * A call never waits for Redis to come back: while it is not connected, counting happens in this process.
 */
export class SharedCounts {
  private state: CountsIn;

  constructor(
    readonly redis: Redis | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    this.state = redis ? 'redis' : 'memory';
    redis?.on('ready', () => this.set('redis'));
    for (const event of ['close', 'end', 'error'] as const) redis?.on(event, (err?: unknown) => this.set('memory-fallback', err));
  }

  get countsIn(): CountsIn {
    return this.state;
  }

  /**
   * Redis is connected: a call tries it. There is no circuit to reset: a call that gets no answer within the
   * command timeout is counted here, and the next call tries Redis again, so a slow moment costs one call's
   * share of the count, never a stretch of unshared counting.
   */
  get usable(): boolean {
    return this.redis?.status === 'ready';
  }

  set(state: CountsIn, err?: unknown): void {
    if (!this.redis || state === this.state) return;
    this.state = state;
    if (state === 'redis') this.log.info({ rateLimits: state }, 'Redis is reachable again: rate limits are shared by every replica');
    else this.log.warn({ rateLimits: state, err }, 'Redis is unreachable: rate limits are counted in this process until it is back');
  }
}

/**
 * The store given to @fastify/rate-limit: Redis when it is connected, else the same counts in this process. A
 * Redis command that fails (connection lost, or no answer within the client's command timeout) is counted here
 * instead, so a limit always applies and no call waits on Redis for more than that timeout.
 */
export function fallbackStore(counts: SharedCounts, nameSpace: string) {
  return class FallbackStore implements FastifyRateLimitStore {
    private readonly local: FastifyRateLimitStore;
    private readonly shared: FastifyRateLimitStore | undefined;

    constructor(options: StoreOptions, pair?: { local: FastifyRateLimitStore; shared?: FastifyRateLimitStore }) {
      this.local = pair?.local ?? new LocalStore(flag(options, 'continueExceeding'), flag(options, 'exponentialBackoff'));
      this.shared = pair ? pair.shared : counts.redis && new RedisStore(flag(options, 'continueExceeding'), flag(options, 'exponentialBackoff'), counts.redis, nameSpace);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      if (!this.shared || !counts.usable) return this.local.incr(key, callback, timeWindow, max);
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) {
            counts.set('redis');
            return callback(null, result);
          }
          counts.set('memory-fallback', error);
          this.local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      return new FallbackStore(routeOptions, { local: this.local.child(routeOptions), ...(this.shared ? { shared: this.shared.child(routeOptions) } : {}) });
    }
  };
}
