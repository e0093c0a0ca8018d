import * as z from 'zod/mini';

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.optional(z.string()),
  database: z.optional(z.enum(['pglite', 'postgres'])),
  /** where rate-limit counts live */
  rateLimits: z.optional(z.enum(['redis', 'memory', 'memory-fallback'])),
  mail: z.optional(z.object({ delivery: z.enum(['smtp', 'outbox']), backlog: z.number(), failed: z.number(), oldestWaitingSeconds: z.nullable(z.number()) })),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
