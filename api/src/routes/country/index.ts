import type { FastifyInstance } from 'fastify';
import { endpoints } from 'shared-contracts/api';
import { REFERENCE_DATA } from '../../lib/reference-cache';
import { route } from '../../lib/route';

/** GET /api/country/list: every ISO 3166 country by name; drafts store the Name. */
export default async function countryRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.countries,
    async () =>
      app.db.query<{ Id: number; Name: string; Code: string }>(
        'SELECT id AS "Id", name AS "Name", code AS "Code" FROM country ORDER BY name COLLATE "C"',
      ),
    REFERENCE_DATA,
  );
}
