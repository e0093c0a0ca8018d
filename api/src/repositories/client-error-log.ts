import type { Db, Queryable } from '../db/types';

export interface ClientError {
  url: string;
  message: string;
  type: string;
  stackTrace: string | null;
  cause: string | null;
  company: string;
}

/** The browser's uncaught exceptions (client_error_log, migration 004), kept with the time and the company. */
export function createClientErrorLogRepository(db: Db) {
  return {
    async record(error: ClientError, q: Queryable = db): Promise<void> {
      await q.query(`INSERT INTO client_error_log (url, message, type, stack_trace, cause, company) VALUES ($1, $2, $3, $4, $5, $6)`, [
        error.url,
        error.message,
        error.type,
        error.stackTrace,
        error.cause,
        error.company,
      ]);
    },
  };
}

export type ClientErrorLogRepository = ReturnType<typeof createClientErrorLogRepository>;
