import type { Db, Queryable } from '../db/types';

/** The health check's statement (GET /api/health): the database answers one, or the check fails. No table. */
export function createHealthCheckRepository(db: Db) {
  return {
    async ping(q: Queryable = db): Promise<void> {
      await q.query('SELECT 1');
    },
  };
}

export type HealthCheckRepository = ReturnType<typeof createHealthCheckRepository>;
