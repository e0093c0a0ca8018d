import type { Db, Queryable } from '../db/types';

/** What one batch adds to a release's minute. */
export interface HealthCounts {
  remote: string;
  version: string;
  visits: number;
  loadFailures: number;
  errors: number;
  lcp: readonly number[];
  inp: readonly number[];
  cls: readonly number[];
}

/** A stored minute with its 75th percentiles (null without a sample). */
export interface HealthMinuteRow extends Record<string, unknown> {
  minute: Date | string;
  version: string;
  visits: number;
  load_failures: number;
  errors: number;
  lcp_p75: number | null;
  inp_p75: number | null;
  cls_p75: number | null;
}

/** Samples kept per metric and minute (migration 026): the p75 is exact below this, and a row stays bounded. */
export const VITALS_SAMPLES_PER_MINUTE = 500;

/** A float8[] literal of numbers the schema checked (finite, bounded), sent as text so both drivers read it alike. */
const arrayLiteral = (values: readonly number[]) => `{${values.map((v) => String(v)).join(',')}}`;

/** The nearest-rank 75th percentile of a sample array (percentile_disc: a value that was reported). */
const p75 = (column: string) => `(SELECT percentile_disc(0.75) WITHIN GROUP (ORDER BY v) FROM unnest(${column}) AS v) AS ${column}_p75`;

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * Real-user health per remote, release and minute (release_health, issue 42): each batch of the shells is added to
 * its minute in one upsert per entry, so two API processes adding to one minute never lose a count.
 */
export function createReleaseHealthRepository(db: Db) {
  return {
    /** Adds the counts and the vitals samples to `minute` (the start of a minute). */
    async add(counts: HealthCounts, minute: Date, q: Queryable = db): Promise<void> {
      await q.query(
        `INSERT INTO release_health (remote, version, minute, visits, load_failures, errors, lcp, inp, cls)
         VALUES ($1, $2, $3, $4, $5, $6, ($7::float8[])[1:${VITALS_SAMPLES_PER_MINUTE}], ($8::float8[])[1:${VITALS_SAMPLES_PER_MINUTE}], ($9::float8[])[1:${VITALS_SAMPLES_PER_MINUTE}])
         ON CONFLICT (remote, version, minute) DO UPDATE SET
           visits = release_health.visits + EXCLUDED.visits,
           load_failures = release_health.load_failures + EXCLUDED.load_failures,
           errors = release_health.errors + EXCLUDED.errors,
           lcp = (release_health.lcp || EXCLUDED.lcp)[1:${VITALS_SAMPLES_PER_MINUTE}],
           inp = (release_health.inp || EXCLUDED.inp)[1:${VITALS_SAMPLES_PER_MINUTE}],
           cls = (release_health.cls || EXCLUDED.cls)[1:${VITALS_SAMPLES_PER_MINUTE}]`,
        [counts.remote, counts.version, minute.toISOString(), counts.visits, counts.loadFailures, counts.errors, arrayLiteral(counts.lcp), arrayLiteral(counts.inp), arrayLiteral(counts.cls)],
      );
    },

    /** A release's visits and failures (load failures plus errors) in the minutes from `since` on. */
    async totals(remote: string, version: string, since: Date, q: Queryable = db): Promise<{ visits: number; failures: number }> {
      const [row] = await q.query<{ visits: unknown; failures: unknown }>(
        `SELECT coalesce(sum(visits), 0) AS visits, coalesce(sum(load_failures + errors), 0) AS failures
         FROM release_health WHERE remote = $1 AND version = $2 AND minute >= $3`,
        [remote, version, since.toISOString()],
      );
      return { visits: Number(row?.visits ?? 0), failures: Number(row?.failures ?? 0) };
    },

    /** The remote's minutes from `since` on, oldest first (by release within a minute), with their p75s. */
    async minutes(remote: string, since: Date, q: Queryable = db): Promise<HealthMinuteRow[]> {
      const rows = await q.query<HealthMinuteRow>(
        `SELECT minute, version, visits, load_failures, errors, ${p75('lcp')}, ${p75('inp')}, ${p75('cls')}
         FROM release_health WHERE remote = $1 AND minute >= $2 ORDER BY minute, version`,
        [remote, since.toISOString()],
      );
      return rows.map((r) => ({ ...r, lcp_p75: num(r.lcp_p75), inp_p75: num(r.inp_p75), cls_p75: num(r.cls_p75) }));
    },
  };
}

export type ReleaseHealthRepository = ReturnType<typeof createReleaseHealthRepository>;
