import type { FastifyInstance } from 'fastify';
import { BEARER_PREFIX } from 'shared-contracts';
import { STAFF_MESSAGES } from 'shared-contracts/staff';
import { HttpError } from '../../lib/http-error';
import { credentialOf, operatorCredentials } from '../../lib/staff-auth/operator-tokens';

/** Where Prometheus scrapes the API. */
export const METRICS_PATH = '/metrics';

/**
 * GET /metrics (issue 42, decision 089): the Prometheus text of `app.metrics` (plugins/app/metrics.ts). Open outside
 * production (NODE_ENV development or test); in production only with an operator token of OPERATOR_TOKENS as
 * `Authorization: Bearer <token>` (any role: the figures name no person), else 401.
 */
export default async function metricsRoutes(app: FastifyInstance) {
  const credentials = operatorCredentials(app.env);
  const production = app.env.NODE_ENV === 'production';

  app.get(METRICS_PATH, async (request, reply) => {
    if (production) {
      const header = request.headers.authorization;
      const token = header?.startsWith(BEARER_PREFIX) ? header.slice(BEARER_PREFIX.length).trim() : undefined;
      if (!token || !credentialOf(credentials, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new HttpError(401, STAFF_MESSAGES.signedOut);
      }
    }
    const text = await app.metrics.registry.metrics();
    reply.header('content-type', app.metrics.registry.contentType);
    return text;
  });
}
