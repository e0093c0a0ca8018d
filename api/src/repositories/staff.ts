import type { StaffRole } from 'shared-contracts/staff';
import type { Db, Queryable } from '../db/types';
import { seal, unseal } from '../lib/id-number-crypto';
import { createStaffSessions } from './staff-sessions';

/** A staff account, its TOTP secret opened. */
export interface StaffRow extends Record<string, unknown> {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string | null;
  totp_secret: string;
  totp_last_step: number;
}

export interface NewStaffMember {
  email: string;
  name: string;
  role: StaffRole;
  totpSecret: string;
}

/** How long a lockout lasts and the window its failures are counted in (decision 052). */
export const LOCKOUT_MINUTES = 15;
/** The failures within the window that lock an email out. */
export const LOCKOUT_FAILURES = 5;

const at = (now: Date) => now.toISOString();

/**
 * The staff aggregate (issue 19): accounts (staff_member), their sessions and the sign-in failures per email, which
 * one sign-in writes together (the access log of what staff looked at is app.staffAccessLog). The TOTP secret is sealed with DATA_ENCRYPTION_KEY here and nowhere else; passwords arrive hashed.
 * Every method takes the time it is asked at, so that a test can move the clock (no sleeping for expiry).
 */
export function createStaffRepository(db: Db, key: Buffer) {
  const open = (row: StaffRow | undefined): StaffRow | undefined => row && { ...row, totp_secret: unseal(row.totp_secret, key), totp_last_step: Number(row.totp_last_step) };
  const COLUMNS = 'id, email, name, role, password_hash, totp_secret, totp_last_step';

  return {
    sessions: createStaffSessions(db),

    /** A new account waiting for its enrolment (token digest, valid until `expiresAt`). Answers its id, or undefined when the email is taken. */
    async create(member: NewStaffMember, enrolment: { tokenDigest: string; expiresAt: Date }, q: Queryable = db): Promise<number | undefined> {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO staff_member (email, name, role, totp_secret, enrolment_token_hash, enrolment_expires_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
        [member.email, member.name, member.role, seal(member.totpSecret, key), enrolment.tokenDigest, at(enrolment.expiresAt)],
      );
      return row?.id;
    },

    /** A development account, enrolled, with a known password and secret (never in production: services/staff-accounts.ts). */
    async upsertEnrolled(member: NewStaffMember & { passwordHash: string }, now: Date, q: Queryable = db): Promise<void> {
      await q.query(
        `INSERT INTO staff_member (email, name, role, totp_secret, password_hash, enrolled_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT ((lower(email))) DO UPDATE SET name = EXCLUDED.name, role = EXCLUDED.role, totp_secret = EXCLUDED.totp_secret,
           password_hash = EXCLUDED.password_hash, enrolled_at = EXCLUDED.enrolled_at, enrolment_token_hash = NULL, enrolment_expires_at = NULL`,
        [member.email, member.name, member.role, seal(member.totpSecret, key), member.passwordHash, at(now)],
      );
    },

    async findByEmail(email: string, q: Queryable = db): Promise<StaffRow | undefined> {
      const [row] = await q.query<StaffRow>(`SELECT ${COLUMNS} FROM staff_member WHERE lower(email) = lower($1)`, [email]);
      return open(row);
    },

    /** The account a still-valid, unused enrolment token is for. */
    async findByEnrolment(tokenDigest: string, now: Date, q: Queryable = db): Promise<StaffRow | undefined> {
      const [row] = await q.query<StaffRow>(
        `SELECT ${COLUMNS} FROM staff_member WHERE enrolment_token_hash = $1 AND enrolment_expires_at > $2 AND enrolled_at IS NULL`,
        [tokenDigest, at(now)],
      );
      return open(row);
    },

    /**
     * Takes the TOTP time step of an accepted code, once: false when that step (or a later one) was taken before,
     * so a code seen by someone else cannot be used again (a replay). One statement, so two requests racing with
     * the same code cannot both pass.
     */
    async takeTotpStep(id: number, step: number, q: Queryable = db): Promise<boolean> {
      const rows = await q.query<{ id: number }>('UPDATE staff_member SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2 RETURNING id', [id, step]);
      return rows.length === 1;
    },

    /**
     * The enrolment is done: the password is set and the token can never be used again. False when the token was
     * used or expired meanwhile (two requests racing with one link: one wins).
     */
    async completeEnrolment(tokenDigest: string, passwordHash: string, now: Date, q: Queryable = db): Promise<boolean> {
      const rows = await q.query<{ id: number }>(
        `UPDATE staff_member SET password_hash = $2, enrolled_at = $3, enrolment_token_hash = NULL, enrolment_expires_at = NULL
         WHERE enrolment_token_hash = $1 AND enrolment_expires_at > $3 AND enrolled_at IS NULL RETURNING id`,
        [tokenDigest, passwordHash, at(now)],
      );
      return rows.length === 1;
    },

    /**
     * Claims one sign-in attempt of the email (known or not) before its password is checked, in one statement
     * (issue 40: a burst of concurrent guesses passed a separate "is it locked?" read together). The attempt is
     * counted in the email's 15-minute window at once, as a failure until it succeeds; the attempt past
     * LOCKOUT_FAILURES locks the email for LOCKOUT_MINUTES. Answers the lock that stands (this attempt may not
     * check a password), or null and the attempt's number in the window. A live lock is never cleared here.
     */
    async claimSignInAttempt(email: string, now: Date, q: Queryable = db): Promise<{ lockedUntil: Date | null; attempt: number }> {
      // fresh: no live lock and the window (or an ended lock) is over, so this attempt starts a new window
      const live = 'staff_sign_in_failure.locked_until > $2::timestamptz';
      const fresh = `(staff_sign_in_failure.locked_until IS NOT NULL OR staff_sign_in_failure.window_started_at <= $2::timestamptz - make_interval(mins => $3))`;
      const counted = `CASE WHEN ${live} THEN staff_sign_in_failure.failures WHEN ${fresh} THEN 1 ELSE staff_sign_in_failure.failures + 1 END`;
      const [row] = await q.query<{ failures: number; locked_until: Date | string | null }>(
        `INSERT INTO staff_sign_in_failure (email, failures, window_started_at) VALUES (lower($1), 1, $2)
         ON CONFLICT (email) DO UPDATE SET
           failures = ${counted},
           window_started_at = CASE WHEN ${live} THEN staff_sign_in_failure.window_started_at WHEN ${fresh} THEN $2::timestamptz ELSE staff_sign_in_failure.window_started_at END,
           locked_until = CASE WHEN ${live} THEN staff_sign_in_failure.locked_until
                               WHEN ${counted} > $4 THEN $2::timestamptz + make_interval(mins => $3)
                               ELSE NULL END
         RETURNING failures, locked_until`,
        [email, at(now), LOCKOUT_MINUTES, LOCKOUT_FAILURES],
      );
      const lockedUntil = row?.locked_until ? new Date(row.locked_until) : null;
      return { lockedUntil: lockedUntil && lockedUntil > now ? lockedUntil : null, attempt: row?.failures ?? 1 };
    },

    /**
     * The claimed attempt failed: it is already counted. When the window holds LOCKOUT_FAILURES attempts and no
     * lock stands, this failure locks the email for LOCKOUT_MINUTES (one statement). Answers the end of the lock it
     * set, or null (fewer failures, or a lock another request set).
     */
    async lockAfterFailure(email: string, now: Date, q: Queryable = db): Promise<Date | null> {
      const until = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000);
      const rows = await q.query<{ email: string }>(
        `UPDATE staff_sign_in_failure SET locked_until = $3
         WHERE email = lower($1) AND failures >= $4 AND (locked_until IS NULL OR locked_until <= $2)
         RETURNING email`,
        [email, at(now), at(until), LOCKOUT_FAILURES],
      );
      return rows.length === 1 ? until : null;
    },

    /** A successful sign-in forgets the failures before it, but never a lock that stands (another request set it). */
    async clearFailures(email: string, now: Date, q: Queryable = db): Promise<void> {
      await q.query('DELETE FROM staff_sign_in_failure WHERE email = lower($1) AND (locked_until IS NULL OR locked_until <= $2)', [email, at(now)]);
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
