import type { FastifyInstance } from 'fastify';
import { endpoints } from 'shared-contracts/api';
import { route } from '../../lib/route';
import { inductionList } from '../induction/enrolment';
import { LOOKUP_RATE_LIMIT } from '../induction';
import { loadForeignCard } from './foreign-card-access';

/** A card holder enrolled for inductions (spec §7 foreign card, inductions incomplete), by people id and random id. */
export default async function foreignCardRoutes(app: FastifyInstance) {
  route(app, endpoints.foreignCard, async (request) => {
    const person = await loadForeignCard(app.db, request.params.id, request.params.randomId);
    const inductions = await app.db.query<{ induction_id: number }>('SELECT induction_id FROM induction_enrolment WHERE people_id = $1 ORDER BY induction_id', [person.id]);
    return {
      Id: person.id,
      RandomId: person.random_id,
      Firstname: person.firstname,
      Surname: person.surname,
      Msicnum: person.msicnum,
      Inductions: inductions.map((r) => r.induction_id),
    };
  }, { config: LOOKUP_RATE_LIMIT });

  route(app, endpoints.foreignCardIncompleteInductions, async (request) => {
    const person = await loadForeignCard(app.db, request.params.id, request.params.randomId);
    return inductionList(app.db, person.id);
  }, { config: LOOKUP_RATE_LIMIT });
}
