import type { RecordView } from 'shared-contracts/staff';
import type { Db, Queryable } from '../db/types';
import { isoTimestamp } from '../lib/dates';

/** What a look at a record was of: the record itself, or one of its documents. */
export type AccessedPart = 'record' | `document:${string}`;

/** The access log (staff_access_log): every look at a person's data by staff, who, whose, what and when. */
export function createStaffAccessLog(db: Db) {
  return {
    async record(staff: string, peopleId: number, what: AccessedPart, now: Date, q: Queryable = db): Promise<void> {
      await q.query('INSERT INTO staff_access_log (staff, people_id, what, at) VALUES ($1, $2, $3, $4)', [staff, peopleId, what, now.toISOString()]);
    },

    /** The latest 100 looks at a record, newest first. */
    async of(peopleId: number, q: Queryable = db): Promise<RecordView[]> {
      const rows = await q.query<{ staff: string; what: string; at: Date | string }>(
        'SELECT staff, what, at FROM staff_access_log WHERE people_id = $1 ORDER BY at DESC, id DESC LIMIT 100',
        [peopleId],
      );
      return rows.map((r) => ({ staff: r.staff, what: r.what, at: isoTimestamp(r.at) ?? '' }));
    },
  };
}
