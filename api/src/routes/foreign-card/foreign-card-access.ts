import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';
import type { ForeignCardRow } from '../../repositories/people';

export type { ForeignCardRow };

export const FOREIGN_CARD_NOT_FOUND = 'We could not find that enrolment. Check the link in your enrolment email.';

/**
 * A card holder reached by both ids (spec §2 /induction-status/{id}/{randomId}): the random id is the key, so a
 * wrong one answers exactly like a missing person (404).
 */
export async function loadForeignCard(app: FastifyInstance, id: number, randomId: string): Promise<ForeignCardRow> {
  const row = await app.people.findForeignCard(id, randomId);
  if (!row) throw notFound(FOREIGN_CARD_NOT_FOUND);
  return row;
}
