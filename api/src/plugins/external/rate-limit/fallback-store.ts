import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type Redis from 'ioredis';
// the plugin's own memory store (a CommonJS file without an export map): counts in an LRU
import LocalStore from '@fastify/rate-limit/store/LocalStore';

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
  /** rate-limited calls counted in this process alone because Redis could not be used (GET /metrics) */
  fallbacks = 0;

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
 * One count in Redis, in one call: the count goes up by one, and if it is below what this process has counted in
 * its own window (ARGV[2]), it is raised to that count, since Redis has lost counts (a restart without persistence)
 * or missed them (this process counted alone while Redis was away). A key without an expiry gets the window.
 * Answers the count and its remaining time in ms.
 */
const SHARED_COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local floor = tonumber(ARGV[2])
if current < floor then
  redis.call('SET', KEYS[1], floor)
  current = floor
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type SharedCount = (key: string, timeWindow: number, floor: number) => Promise<[number, number]>;

/** The script as a command of the client, defined once per client. */
function sharedCountOf(redis: Redis): SharedCount {
  const client = redis as Redis & { msicSharedCount?: SharedCount };
  if (!client.msicSharedCount) client.defineCommand('msicSharedCount', { numberOfKeys: 1, lua: SHARED_COUNT_SCRIPT });
  return (key, timeWindow, floor) => client.msicSharedCount!(key, timeWindow, floor);
}

/** A count of the plugin's memory store, copied: it answers its own entry, which the next call changes. */
function countHere(store: FastifyRateLimitStore, key: string, timeWindow: number, max: number): { current: number; ttl: number } {
  let count = { current: 1, ttl: timeWindow };
  // the memory store answers at once (synchronously)
  store.incr(key, (_error, result) => {
    if (result) count = { current: result.current, ttl: result.ttl };
  }, timeWindow, max);
  return count;
}

/**
 * The store given to @fastify/rate-limit (decision 013, issue 40). Every call is counted in this process, always;
 * while Redis is connected it is counted there too, and the answer is the larger of the two counts, which is
 * Redis's (every replica's calls) unless Redis lost or missed some, in which case Redis is raised to this
 * process's count in the same call. So a limit always applies, no call waits on Redis for more than the client's
 * command timeout, and the counts do not start from zero when Redis comes back empty. Neither `continueExceeding`
 * nor `exponentialBackoff` is used by any limit of the API.
 */
export function fallbackStore(counts: SharedCounts, nameSpace: string) {
  const shared = counts.redis && sharedCountOf(counts.redis);
  return class FallbackStore implements FastifyRateLimitStore {
    private readonly local: FastifyRateLimitStore;
    private readonly prefix: string;

    constructor(options: StoreOptions, parent?: { local: FastifyRateLimitStore; prefix: string }) {
      this.local = parent?.local ?? new LocalStore(flag(options, 'continueExceeding'), flag(options, 'exponentialBackoff'));
      this.prefix = parent?.prefix ?? nameSpace;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const here = countHere(this.local, key, timeWindow, max);
      if (!shared) return callback(null, here);
      if (!counts.usable) {
        counts.fallbacks += 1;
        return callback(null, here);
      }
      shared(this.prefix + key, timeWindow, here.current).then(
        ([current, ttl]) => {
          counts.set('redis');
          callback(null, current >= here.current ? { current, ttl } : here);
        },
        (error: unknown) => {
          counts.fallbacks += 1;
          counts.set('memory-fallback', error);
          callback(null, here);
        },
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
      return new FallbackStore(routeOptions, { local: this.local.child(routeOptions), prefix: `${nameSpace}${route.method ?? ''}${route.url ?? ''}-` });
    }
  };
}
