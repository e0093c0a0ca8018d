import type { Db, Queryable } from '../db/types';

export interface ReleaseEventRow extends Record<string, unknown> {
  at: Date | string;
  remote: string;
  kind: string;
  version: string | null;
  actor: string;
  reason: string | null;
}

/**
 * The audit of the releases (release_event, issue 42): every change of a pointer or of the settings, by whom (a
 * staff email, `cli`, or `health` for the automatic rollback), written in the transaction of the change.
 */
export function createReleaseEventRepository(db: Db) {
  return {
    async record(event: { at: Date; remote: string; kind: string; version: string | null; actor: string; reason: string | null }, q: Queryable = db): Promise<void> {
      await q.query('INSERT INTO release_event (at, remote, kind, version, actor, reason) VALUES ($1, $2, $3, $4, $5, $6)', [
        event.at.toISOString(),
        event.remote,
        event.kind,
        event.version,
        event.actor,
        event.reason,
      ]);
    },

    /** The remote's latest events, newest first. */
    recent(remote: string, limit: number, q: Queryable = db): Promise<ReleaseEventRow[]> {
      return q.query<ReleaseEventRow>('SELECT at, remote, kind, version, actor, reason FROM release_event WHERE remote = $1 ORDER BY id DESC LIMIT $2', [remote, limit]);
    },

    /** Every release an event of the remote names, the most recently named first. */
    async versions(remote: string, q: Queryable = db): Promise<string[]> {
      const rows = await q.query<{ version: string }>(
        'SELECT version FROM release_event WHERE remote = $1 AND version IS NOT NULL GROUP BY version ORDER BY max(id) DESC',
        [remote],
      );
      return rows.map((r) => r.version);
    },
  };
}

export type ReleaseEventRepository = ReturnType<typeof createReleaseEventRepository>;
