import type { FastifyInstance } from 'fastify';
import { endpoints, type Airport } from 'shared-contracts/api';
import { REFERENCE_DATA } from '../../lib/reference-cache';
import { route } from '../../lib/route';

/** GET /api/airport/list: the airports of the wizard's ASIC airports choice (migration 010). */
export default async function airportRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.airports,
    async () =>
      app.db.query<Airport & Record<string, unknown>>(
        `SELECT id AS "Id", name AS "Name", code AS "Code", as_type AS "AsaType", can_have_asa AS "CanHaveAsa" FROM airport ORDER BY sort_order`,
      ),
    REFERENCE_DATA,
  );
}
