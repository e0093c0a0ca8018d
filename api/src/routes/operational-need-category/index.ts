import type { FastifyInstance } from 'fastify';
import { referenceEndpoints } from 'shared-contracts/form';
import { REFERENCE_DATA } from '../../lib/reference-cache';
import { route } from '../../lib/route';
import { withoutNulls } from '../../lib/rows';

/** GET /api/operational-need-category/list: the categories operational needs are grouped by. */
export default async function operationalNeedCategoryRoutes(app: FastifyInstance) {
  route(
    app,
    referenceEndpoints.operationalNeedCategories,
    async () => (await app.operationalNeedCategories.list()).map(withoutNulls),
    REFERENCE_DATA,
  );
}
