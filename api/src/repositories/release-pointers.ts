import type { Db, Queryable } from '../db/types';

/** A remote's pointers and settings as remote_release holds them (migration 026). */
export interface RemoteReleaseRow extends Record<string, unknown> {
  remote: string;
  stable_version: string;
  /** the stables before this one, newest first */
  previous_stable: string[];
  canary_version: string | null;
  canary_percent: number | null;
  canary_started_at: Date | string | null;
  /** null: RELEASE_HEALTH_DEFAULTS */
  margin: number | null;
  min_visits: number | null;
  /** null: RELEASE_TEAM_EMAIL */
  team_email: string | null;
  updated_at: Date | string;
}

/** What a change writes of a remote's row (every column but the remote). */
export type RemoteReleaseState = Pick<RemoteReleaseRow, 'stable_version' | 'previous_stable' | 'canary_version' | 'canary_percent' | 'margin' | 'min_visits' | 'team_email'> & {
  canary_started_at: string | null;
};

/** The release every remote ships with, served while it has no row. */
export const BUILT_IN_RELEASE = '1.0.0';

const COLUMNS = 'remote, stable_version, previous_stable, canary_version, canary_percent, canary_started_at, margin, min_visits, team_email, updated_at';

/** jsonb arrives parsed from both drivers; a string (an older driver setting) is parsed here. */
const rowOf = (row: RemoteReleaseRow): RemoteReleaseRow => ({
  ...row,
  previous_stable: typeof row.previous_stable === 'string' ? (JSON.parse(row.previous_stable) as string[]) : row.previous_stable,
  margin: row.margin === null ? null : Number(row.margin),
});

/**
 * The release pointers (remote_release, issue 42, decision 089): which release of each remote visitors get, the
 * canary and its share, and the automatic rollback's settings. The static servers read them through GET
 * /api/releases; a change locks its row for the transaction that also writes its release_event.
 */
export function createReleasePointerRepository(db: Db) {
  return {
    /** Every remote that has a row, by name. */
    async all(q: Queryable = db): Promise<RemoteReleaseRow[]> {
      return (await q.query<RemoteReleaseRow>(`SELECT ${COLUMNS} FROM remote_release ORDER BY remote`)).map(rowOf);
    },

    /** The remotes serving a canary (what the automatic rollback watches). */
    async withCanary(q: Queryable = db): Promise<RemoteReleaseRow[]> {
      return (await q.query<RemoteReleaseRow>(`SELECT ${COLUMNS} FROM remote_release WHERE canary_version IS NOT NULL ORDER BY remote`)).map(rowOf);
    },

    async find(remote: string, q: Queryable = db): Promise<RemoteReleaseRow | undefined> {
      const [row] = await q.query<RemoteReleaseRow>(`SELECT ${COLUMNS} FROM remote_release WHERE remote = $1`, [remote]);
      return row && rowOf(row);
    },

    /**
     * The remote's row, created at the built-in release if it has none, locked until `tx` ends: two changes of one
     * remote (two API processes, two releasers) run one after the other, each on what the other wrote.
     */
    async lock(remote: string, now: Date, tx: Queryable): Promise<RemoteReleaseRow> {
      await tx.query(`INSERT INTO remote_release (remote, stable_version, updated_at) VALUES ($1, $2, $3) ON CONFLICT (remote) DO NOTHING`, [remote, BUILT_IN_RELEASE, now.toISOString()]);
      const [row] = await tx.query<RemoteReleaseRow>(`SELECT ${COLUMNS} FROM remote_release WHERE remote = $1 FOR UPDATE`, [remote]);
      return rowOf(row!);
    },

    /** Writes the remote's new state (its row locked by `lock` in the same transaction). */
    async save(remote: string, state: RemoteReleaseState, now: Date, tx: Queryable): Promise<RemoteReleaseRow> {
      const [row] = await tx.query<RemoteReleaseRow>(
        `UPDATE remote_release SET stable_version = $2, previous_stable = $3::jsonb, canary_version = $4, canary_percent = $5, canary_started_at = $6,
                margin = $7, min_visits = $8, team_email = $9, updated_at = $10
         WHERE remote = $1 RETURNING ${COLUMNS}`,
        [remote, state.stable_version, JSON.stringify(state.previous_stable), state.canary_version, state.canary_percent, state.canary_started_at, state.margin, state.min_visits, state.team_email, now.toISOString()],
      );
      return rowOf(row!);
    },

    /**
     * Ends the canary `version` started at `startedAt`, if it is still the remote's canary: one statement, so of
     * two API processes that both judge it failing, one ends it and the other finds it gone (undefined).
     */
    async endCanary(remote: string, version: string, startedAt: string, now: Date, q: Queryable = db): Promise<RemoteReleaseRow | undefined> {
      const [row] = await q.query<RemoteReleaseRow>(
        `UPDATE remote_release SET canary_version = NULL, canary_percent = NULL, canary_started_at = NULL, updated_at = $4
         WHERE remote = $1 AND canary_version = $2 AND canary_started_at = $3 RETURNING ${COLUMNS}`,
        [remote, version, startedAt, now.toISOString()],
      );
      return row && rowOf(row);
    },
  };
}

export type ReleasePointerRepository = ReturnType<typeof createReleasePointerRepository>;
