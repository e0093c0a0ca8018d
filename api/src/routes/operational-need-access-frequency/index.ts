import type { FastifyInstance } from 'fastify';
import { referenceEndpoints } from 'shared-contracts/form';
import { REFERENCE_DATA } from '../../lib/reference-cache';
import { route } from '../../lib/route';

/** GET /api/operational-need-access-frequency/options: how often a blue-card holder enters a security zone. */
export default async function accessFrequencyRoutes(app: FastifyInstance) {
  route(
    app,
    referenceEndpoints.accessFrequencyOptions,
    async () => app.accessFrequencies.list(),
    REFERENCE_DATA,
  );
}
