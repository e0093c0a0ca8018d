import type { FastifyInstance } from 'fastify';
import { getCompany, LODGEMENT_OPTIONS } from 'shared-contracts';
import { computeSummaryPrice, paymentArrangement, type LodgementOption, trackingNumberToId, formEndpoints } from 'shared-contracts/form';
import { trackingEndpoints } from 'shared-contracts/tracking';
import { HttpError } from '../../lib/http-error';
import { route } from '../../lib/route';
import { isoDate } from '../../lib/dates';
import { draftOf, toPeopleRecord } from '../../lib/people-record';
import { requirePerson } from '../../lib/person-access';
import { TRACKER_RATE_LIMIT, TRACKER_SWEEP_LIMIT } from '../../lib/rate-limits';
import { sweepGuard } from '../../lib/sweep-guard';

export const PERSON_NOT_FOUND = 'We could not find an application with those details. Check your tracking number and date of birth.';

/**
 * The people calls of the status page (spec §7): the person (token), the tracker (tracking number and birth
 * date to the person's Id; rate-limited) and the lodgement options (token). The operational-need form and the
 * incomplete inductions under /api/people are other features' folders.
 */
export default async function peopleRoutes(app: FastifyInstance) {
  route(app, trackingEndpoints.person, async (request) => {
    const person = await requirePerson(app, request, request.params.id);
    return toPeopleRecord(app, person);
  });

  // One answer for an unknown number and for a wrong birth date: a stranger learns nothing more (spec §8
  // "person not found" is the only failure besides 429).
  route(
    app,
    trackingEndpoints.tracker,
    async (request) => {
      const id = trackingNumberToId(request.body.VepNumber);
      if (id === null || id < 1) throw new HttpError(404, PERSON_NOT_FOUND, { code: 'not_found' });
      const row = await app.people.findLogin(id);
      if (!row || isoDate(row.birthdate) !== request.body.Birthday) throw new HttpError(404, PERSON_NOT_FOUND, { code: 'not_found' });
      return { Id: row.id };
    },
    { config: { rateLimit: TRACKER_RATE_LIMIT }, preHandler: sweepGuard(app, TRACKER_SWEEP_LIMIT) },
  );

  route(app, formEndpoints.lodgementOptions, async (request) => {
    const person = await requirePerson(app, request, request.params.id);
    const company = getCompany(person.company);
    const draft = draftOf(person);
    const rows = await app.lodgementOptions.list();
    return rows
      .filter((r) => (LODGEMENT_OPTIONS as readonly string[]).includes(r.code))
      .map((r): LodgementOption => {
        const available = company.lodgementOptions.includes(r.code);
        const option = { ...draft, ExtraData: { ...draft.ExtraData, lodgementOption: r.code } };
        const price = computeSummaryPrice(company, option);
        // a company account pays: the applicant is shown no amount to pay (issue 39: "Total $135.00" in the box)
        const pays = paymentArrangement(company, option) !== 'company-account';
        return { Id: r.code, Name: r.name, Description: r.description, available, ...(available && pays ? { price: price.total } : {}) };
      });
  });
}
