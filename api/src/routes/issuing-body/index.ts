import type { FastifyInstance } from 'fastify';
import { sortIssuingBodies } from 'shared-contracts';
import { referenceEndpoints } from 'shared-contracts/form';
import { orNotFound } from '../../lib/http-error';
import { REFERENCE_DATA } from '../../lib/reference-cache';
import { route } from '../../lib/route';

/** Issuing bodies of a current card (spec §3): the list puts VEP and VEA first and OTHER last (sortIssuingBodies). */
export default async function issuingBodyRoutes(app: FastifyInstance) {
  route(app, referenceEndpoints.issuingBodies, async () => sortIssuingBodies(await app.issuingBodies.list()), REFERENCE_DATA);

  route(
    app,
    referenceEndpoints.issuingBody,
    async (request) => orNotFound(await app.issuingBodies.find(request.params.id), 'No issuing body with that id'),
    REFERENCE_DATA,
  );
}
