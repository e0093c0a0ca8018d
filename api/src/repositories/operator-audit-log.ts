import type { Db, Queryable } from '../db/types';

export interface AuditRow extends Record<string, unknown> {
  action: string;
  operator: string;
  details: Record<string, unknown>;
  created_at: Date | string;
}

/** The operator's audit log (operator_audit_log, migration 011): every action on an application, in the transaction of the change. */
export function createOperatorAuditLogRepository(db: Db) {
  return {
    async record(entry: { peopleId: number; operator: string; action: string; details: Record<string, unknown> }, q: Queryable = db): Promise<void> {
      await q.query('INSERT INTO operator_audit_log (people_id, operator, action, details) VALUES ($1, $2, $3, $4)', [entry.peopleId, entry.operator, entry.action, JSON.stringify(entry.details)]);
    },

    /** The actions on a person's application, oldest first. */
    of(peopleId: number, q: Queryable = db): Promise<AuditRow[]> {
      return q.query<AuditRow>('SELECT action, operator, details, created_at FROM operator_audit_log WHERE people_id = $1 ORDER BY id', [peopleId]);
    },
  };
}

export type OperatorAuditLogRepository = ReturnType<typeof createOperatorAuditLogRepository>;
