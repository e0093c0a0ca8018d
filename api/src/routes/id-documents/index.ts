import type { FastifyInstance } from 'fastify';
import { endpoints } from 'shared-contracts/api';
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
    endpoints.auscheckIdDocuments,
    async () => {
      const rows = await app.db.query<{ Id: number; Name: string; Description: string | null }>(
        'SELECT id AS "Id", name AS "Name", description AS "Description" FROM id_document_type WHERE auscheck ORDER BY sort_order',
      );
      return rows.map(withoutNulls);
    },
    REFERENCE_DATA,
  );
}
