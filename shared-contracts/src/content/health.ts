import * as z from 'zod/mini';

/** GET /api/health: up, with the database engine answering, and what an operator watches (issue 16). */
export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.optional(z.string()),
  database: z.optional(z.enum(['pglite', 'postgres'])),
  /** where rate-limit counts live: Redis (shared by replicas), this process, or this process while Redis is away */
  rateLimits: z.optional(z.enum(['redis', 'memory', 'memory-fallback'])),
  /** the mail outbox: mails waiting to be sent (retries included), mails given up on, the oldest wait in seconds */
  mail: z.optional(z.object({ delivery: z.enum(['smtp', 'outbox']), backlog: z.number(), failed: z.number(), oldestWaitingSeconds: z.nullable(z.number()) })),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
