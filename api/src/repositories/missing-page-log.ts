import type { Db, Queryable } from '../db/types';

/** The pages the browser could not find (missing_page_log, migration 004), kept with the time and the company. */
export function createMissingPageLogRepository(db: Db) {
  return {
    async record(uri: string, company: string, q: Queryable = db): Promise<void> {
      await q.query('INSERT INTO missing_page_log (uri, company) VALUES ($1, $2)', [uri, company]);
    },
  };
}

export type MissingPageLogRepository = ReturnType<typeof createMissingPageLogRepository>;
