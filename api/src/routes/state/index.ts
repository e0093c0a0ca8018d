import type { FastifyInstance } from 'fastify';
import { type StateCode } from 'shared-contracts';
import { endpoints } from 'shared-contracts/api';
import { REFERENCE_DATA } from '../../lib/reference-cache';
import { route } from '../../lib/route';

/** GET /api/state/list: the 8 states and territories in spec order, then OV (overseas, identity documents only). */
export default async function stateRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.states,
    async () => app.db.query<{ Code: StateCode; Name: string }>('SELECT code AS "Code", name AS "Name" FROM state ORDER BY sort_order'),
    REFERENCE_DATA,
  );
}
