import type { FastifyInstance } from 'fastify';
import { endpoints } from 'shared-contracts/api';
import { REFERENCE_DATA } from '../../lib/reference-cache';
import { route } from '../../lib/route';
import { withoutNulls } from '../../lib/rows';

/** GET /api/operational-need-category/list: the categories operational needs are grouped by. */
export default async function operationalNeedCategoryRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.operationalNeedCategories,
    async () => {
      const rows = await app.db.query<{ Id: number; Name: string; Description: string | null; CardType: 'MSIC' | 'ASIC' }>(
        'SELECT id AS "Id", name AS "Name", description AS "Description", card_type AS "CardType" FROM operational_need_category ORDER BY sort_order',
      );
      return rows.map(withoutNulls);
    },
    REFERENCE_DATA,
  );
}
