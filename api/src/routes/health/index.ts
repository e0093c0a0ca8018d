import type { FastifyInstance } from 'fastify';
import { contentEndpoints } from 'shared-contracts/content';
import { version } from '../../../package.json';
import { route } from '../../lib/route';
import { createStaffGuard } from '../../lib/staff-auth/staff-caller';

/**
 * GET /api/health: for load balancers, start-up scripts and whoever watches the service. Answers only once the
 * database answers a query; a database failure is a 500 like any other (its detail in the log), so the replica is
 * taken out of rotation. To anyone, `{ status: 'ok' }` and nothing else (issue 40: the version, the database engine,
 * the mail backlog and where the rate limits are counted tell a stranger what to aim at). To an operator (a token
 * of OPERATOR_TOKENS or a staff session), the details: `degraded` (still 200: the replica serves) while rate limits
 * are counted in this process because Redis is away, the version, the engine, and the mail outbox.
 */
export default async function healthRoutes(app: FastifyInstance) {
  const guard = createStaffGuard(app);
  route(app, contentEndpoints.health, async (request) => {
    await app.healthCheck.ping();
    const operator = request.headers.authorization !== undefined || request.headers.cookie !== undefined ? await guard.caller(request).catch(() => null) : null;
    if (!operator) return { status: 'ok' as const };
    const mail = await app.mail.health();
    const rateLimits = app.sharedCounts.countsIn;
    const degraded = rateLimits === 'memory-fallback';
    return { status: degraded ? ('degraded' as const) : ('ok' as const), version, database: app.db.engine, rateLimits, mail };
  });
}
