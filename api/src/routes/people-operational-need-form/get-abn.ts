import type { FastifyInstance } from 'fastify';
import { signingEndpoints } from 'shared-contracts/signing';
import { route } from '../../lib/route';
import { lookupAbn } from '../../services/abn';
import { loadSigningRequest } from '../../lib/signing-request';

/**
 * GET /api/people/operational-need-form/get-abn/{peopleId}/{refId}: the ABN records of the form's organisation
 * (the signer's ABN, else the applicant's), the register's answer as a list of at most one; the caller uses the last.
 */
export default async function getAbnRoutes(app: FastifyInstance) {
  route(app, signingEndpoints.operationalNeedGetAbn, async (request) => {
    const row = await loadSigningRequest(app, request.params.id, request.params.refId);
    const abn = typeof row.data?.Abn === 'string' ? row.data.Abn : (await app.draftForms.answersOf(row.incomplete_form_id))._abn;
    if (!abn) return [];
    const result = await lookupAbn(app, abn);
    return result ? [result] : [];
  });
}
