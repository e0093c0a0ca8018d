import type { FastifyInstance } from 'fastify';
import { endpoints } from 'shared-contracts/api';
import { REFERENCE_DATA } from '../../lib/reference-cache';
import { route } from '../../lib/route';

/** GET /api/operational-need-access-frequency/options: how often a blue-card holder enters a security zone. */
export default async function accessFrequencyRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.accessFrequencyOptions,
    async () => app.accessFrequencies.list(),
    REFERENCE_DATA,
  );
}
