import type { FastifyInstance } from 'fastify';
import { contentEndpoints } from 'shared-contracts/content';
import { RATE_LIMITS } from '../../plugins/external/rate-limit';
import { route } from '../../lib/route';

/**
 * GET /404?uri=/some/path: the client reports a page it could not find (spec §7; the answer is ignored). Kept with
 * the time and the request's company; rate-limited like the other client logging.
 */
export default async function missingPageRoutes(app: FastifyInstance) {
  route(
    app,
    contentEndpoints.log404,
    async (request) => {
      await app.missingPageLog.record(request.query.uri, request.company);
      return { ok: true };
    },
    { config: { rateLimit: RATE_LIMITS.clientLog } },
  );
}
