import type { StaffMember } from 'shared-contracts/staff';
import type { Db, Queryable } from '../db/types';

/** A session ends after this long without a request (slid by every request) … */
export const SESSION_IDLE_MINUTES = 15;
/** … and this long after sign-in, however busy. */
export const SESSION_ABSOLUTE_HOURS = 8;

const at = (now: Date) => now.toISOString();

/** The staff sessions (staff_session): stored by the SHA-256 of the cookie's random id, never the id itself. */
export function createStaffSessions(db: Db) {
  return {
    async create(idDigest: string, staffId: number, now: Date, q: Queryable = db): Promise<void> {
      await q.query('INSERT INTO staff_session (id_digest, staff_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)', [idDigest, staffId, at(now)]);
    },

    /**
     * The member of a live session, whose idle clock restarts now; undefined when the session is unknown, ended,
     * idle for 15 minutes or 8 hours old. One statement: the check and the slide cannot be split.
     */
    async touch(idDigest: string, now: Date, q: Queryable = db): Promise<StaffMember | undefined> {
      const [row] = await q.query<StaffMember>(
        `UPDATE staff_session s SET last_seen_at = $2 FROM staff_member m
         WHERE s.id_digest = $1 AND m.id = s.staff_id AND s.ended_at IS NULL
           AND s.last_seen_at > $2::timestamptz - make_interval(mins => $3) AND s.created_at > $2::timestamptz - make_interval(hours => $4)
         RETURNING m.email, m.name, m.role`,
        [idDigest, at(now), SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS],
      );
      return row;
    },

    async end(idDigest: string, now: Date, q: Queryable = db): Promise<void> {
      await q.query('UPDATE staff_session SET ended_at = $2 WHERE id_digest = $1 AND ended_at IS NULL', [idDigest, at(now)]);
    },
  };
}
