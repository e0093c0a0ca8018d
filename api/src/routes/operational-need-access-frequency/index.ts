import type { FastifyInstance } from 'fastify';
import { endpoints } from 'shared-contracts/api';
import { REFERENCE_DATA } from '../../lib/reference-cache';
import { route } from '../../lib/route';

/** GET /api/operational-need-access-frequency/options: how often a blue-card holder enters a security zone. */
export default async function accessFrequencyRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.accessFrequencyOptions,
    async () =>
      app.db.query<{ Id: number; Name: string }>(
        'SELECT id AS "Id", name AS "Name" FROM operational_need_access_frequency ORDER BY sort_order',
      ),
    REFERENCE_DATA,
  );
}
