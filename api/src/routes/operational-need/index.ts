import type { FastifyInstance } from 'fastify';
import { type OperationalNeedColour } from 'shared-contracts';
import { endpoints } from 'shared-contracts/api';
import { notFound } from '../../lib/http-error';
import { REFERENCE_DATA } from '../../lib/reference-cache';
import { route } from '../../lib/route';

interface OperationalNeedRow extends Record<string, unknown> {
  Id: number;
  Colour: OperationalNeedColour;
  Reason: string;
  ShortReason: string;
  category: number | null;
  adminOnly: boolean;
  cardType: 'MSIC' | 'ASIC';
}

const SELECT = `SELECT id AS "Id", colour AS "Colour", reason AS "Reason", short_reason AS "ShortReason",
  category_id AS "category", admin_only AS "adminOnly", card_type AS "cardType" FROM operational_need`;

/**
 * Operational needs (spec §3). The public list leaves out the admin-only items (5 and 6, spec §6); one need is
 * still readable by id, because a draft may hold an admin-only need that staff chose.
 */
export default async function operationalNeedRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.operationalNeedList,
    async () => app.db.query<OperationalNeedRow>(`${SELECT} WHERE NOT admin_only ORDER BY sort_order`),
    REFERENCE_DATA,
  );

  route(
    app,
    endpoints.operationalNeed,
    async (request) => {
      const [need] = await app.db.query<OperationalNeedRow>(`${SELECT} WHERE id = $1`, [request.params.id]);
      if (!need) throw notFound('No operational need with that id');
      return need;
    },
    REFERENCE_DATA,
  );

  route(
    app,
    endpoints.operationalNeedReason,
    async (request) => {
      const [reason] = await app.db.query<{ Id: number; Reason: string; ShortReason: string }>(
        'SELECT id AS "Id", reason AS "Reason", short_reason AS "ShortReason" FROM operational_need WHERE id = $1',
        [request.params.id],
      );
      if (!reason) throw notFound('No operational need with that id');
      return reason;
    },
    REFERENCE_DATA,
  );
}
