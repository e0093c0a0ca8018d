import type { FastifyInstance } from 'fastify';
import { inductionEndpoints } from 'shared-contracts/induction';
import { route } from '../../lib/route';
import { inductionList } from '../../lib/induction-status';
import { INDUCTION_LOOKUP_RATE_LIMIT } from '../../lib/rate-limits';
import { loadForeignCard } from './foreign-card-access';

/** A card holder enrolled for inductions (spec §7 foreign card, inductions incomplete), by people id and random id. */
export default async function foreignCardRoutes(app: FastifyInstance) {
  route(app, inductionEndpoints.foreignCard, async (request) => {
    const person = await loadForeignCard(app, request.params.id, request.params.randomId);
    const inductions = await app.inductions.inductionIdsOf(person.id);
    return {
      Id: person.id,
      RandomId: person.random_id,
      Firstname: person.firstname,
      Surname: person.surname,
      Msicnum: person.msicnum,
      Inductions: inductions,
    };
  }, { config: INDUCTION_LOOKUP_RATE_LIMIT });

  route(app, inductionEndpoints.foreignCardIncompleteInductions, async (request) => {
    const person = await loadForeignCard(app, request.params.id, request.params.randomId);
    return inductionList(app.inductions, person.id);
  }, { config: INDUCTION_LOOKUP_RATE_LIMIT });
}
