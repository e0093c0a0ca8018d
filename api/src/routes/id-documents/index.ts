import type { FastifyInstance } from 'fastify';
import { referenceEndpoints } from 'shared-contracts/form';
import { REFERENCE_DATA } from '../../lib/reference-cache';
import { route } from '../../lib/route';
import { withoutNulls } from '../../lib/rows';

/**
 * GET /api/id-documents/auscheck-list: the identity documents AusCheck accepts, with the ids of spec §9, birth
 * certificate first (an applicant born in Australia gets the first type preselected, spec §4).
 */
export default async function idDocumentRoutes(app: FastifyInstance) {
  route(
    app,
    referenceEndpoints.auscheckIdDocuments,
    async () => (await app.idDocumentTypes.auscheck()).map(withoutNulls),
    REFERENCE_DATA,
  );
}
