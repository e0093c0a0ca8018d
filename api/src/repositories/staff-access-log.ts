import type { RecordView } from 'shared-contracts/staff';
import type { Db, Queryable } from '../db/types';
import { isoTimestamp } from '../lib/dates';

/** What a look at a person's data was of: the record itself, one of its documents, or its line in a queue page. */
export type AccessedPart = 'record' | 'queue' | `document:${string}`;

/** The access log (staff_access_log): every look at a person's data by staff, who, whose, what and when. */
export function createStaffAccessLog(db: Db) {
  return {
    async record(staff: string, peopleId: number, what: AccessedPart, now: Date, q: Queryable = db): Promise<void> {
      await q.query('INSERT INTO staff_access_log (staff, people_id, what, at) VALUES ($1, $2, $3, $4)', [staff, peopleId, what, now.toISOString()]);
    },

    /** One look at each of several people's data at once (a queue page lists names, emails and birth dates). */
    async recordEach(staff: string, peopleIds: readonly number[], what: AccessedPart, now: Date, q: Queryable = db): Promise<void> {
      if (peopleIds.length === 0) return;
      await q.query(
        'INSERT INTO staff_access_log (staff, people_id, what, at) SELECT $1, people_id, $2, $3 FROM unnest($4::int[]) AS listed(people_id)',
        [staff, what, now.toISOString(), peopleIds],
      );
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

export type StaffAccessLogRepository = ReturnType<typeof createStaffAccessLog>;
