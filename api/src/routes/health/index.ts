import type { FastifyInstance } from 'fastify';
import { endpoints } from 'shared-contracts/api';
import { version } from '../../../package.json';
import { route } from '../../lib/route';

/**
 * GET /api/health: for load balancers, start-up scripts and whoever watches the service. Answers only once the
 * database answers a query; a database failure is a 500 like any other (its detail in the log), so the replica is
 * taken out of rotation. `degraded` (still 200: the replica serves) while rate limits are counted in this process
 * because Redis is away. `mail` reports the outbox: its backlog, the mails given up on and the oldest wait.
 */
export default async function healthRoutes(app: FastifyInstance) {
  route(app, endpoints.health, async () => {
    await app.db.query('SELECT 1');
    const mail = await app.mail.health();
    const rateLimits = app.sharedCounts.countsIn;
    const degraded = rateLimits === 'memory-fallback';
    return { status: degraded ? ('degraded' as const) : ('ok' as const), version, database: app.db.engine, rateLimits, mail };
  });
}
