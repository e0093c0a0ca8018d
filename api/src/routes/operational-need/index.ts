import type { FastifyInstance } from 'fastify';
import { endpoints } from 'shared-contracts/api';
import { notFound } from '../../lib/http-error';
import { REFERENCE_DATA } from '../../lib/reference-cache';
import { route } from '../../lib/route';

/**
 * Operational needs (spec §3). The public list leaves out the admin-only items (5 and 6, spec §6); one need is
 * still readable by id, because a draft may hold an admin-only need that staff chose.
 */
export default async function operationalNeedRoutes(app: FastifyInstance) {
  route(app, endpoints.operationalNeedList, async () => app.operationalNeeds.listPublic(), REFERENCE_DATA);

  route(
    app,
    endpoints.operationalNeed,
    async (request) => {
      const need = await app.operationalNeeds.find(request.params.id);
      if (!need) throw notFound('No operational need with that id');
      return need;
    },
    REFERENCE_DATA,
  );

  route(
    app,
    endpoints.operationalNeedReason,
    async (request) => {
      const need = await app.operationalNeeds.find(request.params.id);
      if (!need) throw notFound('No operational need with that id');
      return { Id: need.Id, Reason: need.Reason, ShortReason: need.ShortReason };
    },
    REFERENCE_DATA,
  );
}
