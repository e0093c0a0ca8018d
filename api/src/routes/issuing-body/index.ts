import type { FastifyInstance } from 'fastify';
import { sortIssuingBodies, type CardKind } from 'shared-contracts';
import { endpoints } from 'shared-contracts/api';
import { notFound } from '../../lib/http-error';
import { REFERENCE_DATA } from '../../lib/reference-cache';
import { route } from '../../lib/route';

interface IssuingBodyRow extends Record<string, unknown> {
  Id: number;
  Code: string;
  Cardtype: CardKind;
  Name: string;
}

const SELECT = 'SELECT id AS "Id", code AS "Code", card_type AS "Cardtype", name AS "Name" FROM issuing_body';

/** Issuing bodies of a current card (spec §3): the list puts VEP and VEA first and OTHER last (sortIssuingBodies). */
export default async function issuingBodyRoutes(app: FastifyInstance) {
  route(app, endpoints.issuingBodies, async () => sortIssuingBodies(await app.db.query<IssuingBodyRow>(SELECT)), REFERENCE_DATA);

  route(
    app,
    endpoints.issuingBody,
    async (request) => {
      const [body] = await app.db.query<IssuingBodyRow>(`${SELECT} WHERE id = $1`, [request.params.id]);
      if (!body) throw notFound('No issuing body with that id');
      return body;
    },
    REFERENCE_DATA,
  );
}
