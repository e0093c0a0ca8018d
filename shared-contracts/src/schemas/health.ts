import * as z from 'zod/mini';

/** GET /api/health: up, with the database engine answering. */
export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.optional(z.string()),
  database: z.optional(z.enum(['pglite', 'postgres'])),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
