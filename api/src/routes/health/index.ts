import type { FastifyInstance } from 'fastify';
import { endpoints } from 'shared-contracts/api';
import { version } from '../../../package.json';
import { route } from '../../lib/route';

/**
 * GET /api/health: for load balancers and start-up scripts. Answers only once the database answers a query; a
 * database failure is a 500 like any other (its detail in the log), so the replica is taken out of rotation.
 */
export default async function healthRoutes(app: FastifyInstance) {
  route(app, endpoints.health, async () => {
    await app.db.query('SELECT 1');
    return { status: 'ok' as const, version, database: app.db.engine };
  });
}
