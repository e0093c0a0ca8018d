import type { FastifyInstance } from 'fastify';
import { contentEndpoints } from 'shared-contracts/content';
import { RATE_LIMITS } from '../../plugins/external/rate-limit';
import { route } from '../../lib/route';

/**
 * POST /api/logger: an uncaught client exception (spec §7, §8), kept with the time and the request's company.
 * Rate-limited: a page stuck in an error loop must not fill the table.
 */
export default async function loggerRoutes(app: FastifyInstance) {
  route(
    app,
    contentEndpoints.logClientError,
    async (request) => {
      const { url, message, type, stackTrace, cause } = request.body;
      await app.clientErrorLog.record({ url, message, type, stackTrace: stackTrace ?? null, cause: cause ?? null, company: request.company });
      return { ok: true };
    },
    { config: { rateLimit: RATE_LIMITS.clientLog } },
  );
}
