import type { FastifyInstance } from 'fastify';
import { referenceEndpoints } from 'shared-contracts/form';
import { REFERENCE_DATA } from '../../lib/reference-cache';
import { route } from '../../lib/route';

/** GET /api/country/list: every ISO 3166 country by name; drafts store the Name. */
export default async function countryRoutes(app: FastifyInstance) {
  route(
    app,
    referenceEndpoints.countries,
    async () => app.countries.list(),
    REFERENCE_DATA,
  );
}
