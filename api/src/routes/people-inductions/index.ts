import type { FastifyInstance } from 'fastify';
import { ENROLMENT_INDUCTION_IDS } from 'shared-contracts';
import { trackingEndpoints } from 'shared-contracts/tracking';
import { notFound } from '../../lib/http-error';
import { route } from '../../lib/route';
import { inductionList, inductionsFor } from '../../lib/induction-status';
import { requirePerson } from '../../lib/person-access';
import { cardTypeOf } from '../../lib/people-record';

/**
 * The inductions of an applicant, for the status page (spec §2 "induction links", §7). Every applicant takes the
 * MSIC induction (1); applicants of a company with an induction of its own also take that one (spa: the Southern
 * Ports induction, 7). The enrolment is made on first asking, idempotently, so that applications converted before
 * this call existed get theirs too.
 */
export default async function peopleInductionRoutes(app: FastifyInstance) {
  route(app, trackingEndpoints.peopleIncompleteInductions, async (request) => {
    const { id, formId } = request.params;
    const person = await requirePerson(app, request, id);
    if (person.incomplete_form_id !== formId) throw notFound('No application with that reference');
    await app.db.transaction(async (tx) => app.inductions.enrol(id, await inductionsFor(app.inductions, person.company, cardTypeOf(person), ENROLMENT_INDUCTION_IDS, tx), person.company, tx));
    return inductionList(app.inductions, id);
  });
}
