import type { Queryable } from '../../db';
import { notFound } from '../../lib/http-error';

export const FOREIGN_CARD_NOT_FOUND = 'We could not find that enrolment. Check the link in your enrolment email.';

export interface ForeignCardRow extends Record<string, unknown> {
  id: number;
  random_id: string;
  firstname: string;
  surname: string;
  msicnum: string | null;
}

/**
 * A card holder reached by both ids (spec §2 /induction-status/{id}/{randomId}): the random id is the key, so a
 * wrong one answers exactly like a missing person (404).
 */
export async function loadForeignCard(db: Queryable, id: number, randomId: string): Promise<ForeignCardRow> {
  const [row] = await db.query<ForeignCardRow>(
    `SELECT id, random_id, firstname, surname, extra_data->>'Msicnum' AS msicnum FROM people WHERE id = $1 AND random_id = $2`,
    [id, randomId],
  );
  if (!row) throw notFound(FOREIGN_CARD_NOT_FOUND);
  return row;
}
