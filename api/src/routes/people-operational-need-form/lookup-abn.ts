import type { FastifyInstance } from 'fastify';
import { signingEndpoints } from 'shared-contracts/signing';
import { route } from '../../lib/route';
import { abnLookupAnswer } from '../../services/abn';

/** The public ABN lookup reaches an outside register: a browser has no reason to ask more than this. */
const ABN_LOOKUP_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** GET /api/people/operational-need-form/lookup-abn/{abn}: the signing form's ABN lookup on blur (spec §5). */
export default async function lookupAbnRoutes(app: FastifyInstance) {
  route(app, signingEndpoints.operationalNeedLookupAbn, async (request) => abnLookupAnswer(app, request.params.abn, request.log), { config: { rateLimit: ABN_LOOKUP_RATE_LIMIT } });
}
