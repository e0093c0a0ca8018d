import type { FastifyInstance } from 'fastify';
import { referenceEndpoints } from 'shared-contracts/form';
import { REFERENCE_DATA } from '../../lib/reference-cache';
import { route } from '../../lib/route';

/** GET /api/state/list: the 8 states and territories in spec order, then OV (overseas, identity documents only). */
export default async function stateRoutes(app: FastifyInstance) {
  route(
    app,
    referenceEndpoints.states,
    async () => app.states.list(),
    REFERENCE_DATA,
  );
}
