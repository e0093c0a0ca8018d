import type { QueueStage } from 'shared-contracts/staff';
import type { Queryable } from '../db/types';

/** What the queue filters on: a stage, and one kind of search the route recognised in the query. */
export interface QueueFilter {
  stage?: QueueStage;
  /** a people id (from an id or a tracking number) */
  id?: number;
  /** a birth date, yyyy-mm-dd */
  birthdate?: string;
  /** words of a name or an email */
  text?: string;
  limit: number;
  offset: number;
}

/** An application as the queue lists it, with what trackingNumberOf reads. */
export interface QueueRow extends Record<string, unknown> {
  id: number;
  company: string;
  firstname: string;
  middlenames: string | null;
  surname: string;
  email: string;
  birthdate: string;
  created_at: Date | string;
  extra_data: unknown;
  form_data: { _cardType?: unknown };
  stage: QueueStage;
}

/**
 * The stage of a people row in SQL, so that the database filters and pages the queue. It is `queueStageOf` of
 * shared-contracts/staff written again: repositories.test.ts runs both over every combination of steps on both
 * engines, so the two cannot drift apart.
 */
export const STAGE_SQL = `CASE
  WHEN p.dispatched THEN 'done'
  WHEN p.auscheck_decision IS NOT NULL THEN CASE WHEN p.auscheck_decision = 'Y' THEN 'dispatch' ELSE 'done' END
  WHEN p.auscheck_uploaded_at IS NOT NULL THEN 'decision'
  WHEN p.paid_at IS NULL THEN 'awaiting-payment'
  WHEN p.ops_approved_at IS NULL THEN 'operational-need'
  WHEN p.interviewed_at IS NULL THEN 'interview'
  ELSE 'background-check' END`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The applications matching a stage and a search ($1 … $4), each with its stage. */
const MATCHING = `SELECT * FROM (
    SELECT p.id, p.company, p.firstname, p.middlenames, p.surname, p.email, p.birthdate, p.created_at, p.extra_data,
           jsonb_build_object('_cardType', f.data->'_cardType') AS form_data, ${STAGE_SQL} AS stage
    FROM people p LEFT JOIN draft_form f ON f.id = p.incomplete_form_id
    WHERE p.incomplete_form_id IS NOT NULL
      AND ($2::int IS NULL OR p.id = $2)
      AND ($3::date IS NULL OR p.birthdate = $3::date)
      AND ($4::text IS NULL OR p.email ILIKE $4 OR (p.firstname || ' ' || p.surname) ILIKE $4
           OR (p.firstname || ' ' || COALESCE(p.middlenames || ' ', '') || p.surname) ILIKE $4)
  ) a WHERE ($1::text IS NULL OR a.stage = $1)`;

/**
 * The applications (people records of a converted form; induction-only card holders are not applications) of a
 * stage or a search, oldest first, a page at a time, with the total. The card type for the tracking number comes
 * from the draft's `_cardType`, which is not sealed, so the draft is not opened.
 */
export async function queuePage(q: Queryable, filter: QueueFilter): Promise<{ rows: QueueRow[]; total: number }> {
  const words = filter.text ? `%${escapeLike(filter.text.trim().replace(/\s+/g, ' '))}%` : null;
  const params = [filter.stage ?? null, filter.id ?? null, filter.birthdate ?? null, words];
  const rows = await q.query<QueueRow & { total: number }>(`SELECT m.*, count(*) OVER ()::int AS total FROM (${MATCHING}) m ORDER BY m.created_at, m.id LIMIT $5 OFFSET $6`, [
    ...params,
    filter.limit,
    filter.offset,
  ]);
  if (rows.length) return { rows, total: rows[0]!.total };
  // a page past the end still says how many there are
  const [count] = filter.offset ? await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${MATCHING}) m`, params) : [];
  return { rows, total: count?.n ?? 0 };
}

