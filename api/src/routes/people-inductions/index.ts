import type { FastifyInstance } from 'fastify';
import { COMPANIES, ENROLMENT_INDUCTION_IDS, isCompanyId } from 'shared-contracts';
import { endpoints } from 'shared-contracts/api';
import { notFound } from '../../lib/http-error';
import { route } from '../../lib/route';
import { enrol, inductionList } from '../induction/enrolment';
import { requirePerson } from '../people/person-access';

/**
 * The inductions of an applicant, for the status page (spec §2 "induction links", §7). Every applicant takes the
 * MSIC induction (1); applicants of a port-authority variant also take the port induction (7). The enrolment is
 * made on first asking, idempotently, so that applications converted before this call existed get theirs too.
 */
export default async function peopleInductionRoutes(app: FastifyInstance) {
  route(app, endpoints.peopleIncompleteInductions, async (request) => {
    const { id, formId } = request.params;
    const person = await requirePerson(app, request, id);
    if (person.incomplete_form_id !== formId) throw notFound('No application with that reference');
    const portVariant = isCompanyId(person.company) && COMPANIES[person.company].portVariant;
    await app.db.transaction((tx) => enrol(tx, id, portVariant ? ENROLMENT_INDUCTION_IDS : [ENROLMENT_INDUCTION_IDS[0]]));
    return inductionList(app.db, id);
  });
}
