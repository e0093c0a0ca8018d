import type { FastifyInstance } from 'fastify';
import { referenceEndpoints } from 'shared-contracts/form';
import { orNotFound } from '../../lib/http-error';
import { REFERENCE_DATA } from '../../lib/reference-cache';
import { route } from '../../lib/route';

/**
 * Operational needs (spec §3). The public list leaves out the admin-only items (5 and 6, spec §6); one need is
 * still readable by id, because a draft may hold an admin-only need that staff chose.
 */
export default async function operationalNeedRoutes(app: FastifyInstance) {
  const findNeed = async (id: number) => orNotFound(await app.operationalNeeds.find(id), 'No operational need with that id');

  route(app, referenceEndpoints.operationalNeedList, async () => app.operationalNeeds.listPublic(), REFERENCE_DATA);

  route(app, referenceEndpoints.operationalNeed, async (request) => findNeed(request.params.id), REFERENCE_DATA);

  route(
    app,
    referenceEndpoints.operationalNeedReason,
    async (request) => {
      const need = await findNeed(request.params.id);
      return { Id: need.Id, Reason: need.Reason, ShortReason: need.ShortReason };
    },
    REFERENCE_DATA,
  );
}
