import type { FastifyInstance } from 'fastify';
import { referenceEndpoints } from 'shared-contracts/form';
import { REFERENCE_DATA } from '../../lib/reference-cache';
import { route } from '../../lib/route';

/** GET /api/airport/list: the airports of the wizard's ASIC airports choice (migration 010). */
export default async function airportRoutes(app: FastifyInstance) {
  route(
    app,
    referenceEndpoints.airports,
    async () => app.airports.list(),
    REFERENCE_DATA,
  );
}
