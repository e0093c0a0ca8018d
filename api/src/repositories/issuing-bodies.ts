import type { CardKind } from 'shared-contracts';
import type { Db, Queryable } from '../db/types';

export interface IssuingBodyRow extends Record<string, unknown> {
  Id: number;
  Code: string;
  Cardtype: CardKind;
  Name: string;
}

const SELECT = 'SELECT id AS "Id", code AS "Code", card_type AS "Cardtype", name AS "Name" FROM issuing_body';

/** The issuing bodies of a current card (issuing_body, spec §3): reference data the API only reads. */
export function createIssuingBodyRepository(db: Db) {
  return {
    /** Every issuing body, in no particular order (the list's order is `sortIssuingBodies` of shared-contracts). */
    list(q: Queryable = db): Promise<IssuingBodyRow[]> {
      return q.query<IssuingBodyRow>(SELECT);
    },

    async find(id: number, q: Queryable = db): Promise<IssuingBodyRow | undefined> {
      const [row] = await q.query<IssuingBodyRow>(`${SELECT} WHERE id = $1`, [id]);
      return row;
    },
  };
}

export type IssuingBodyRepository = ReturnType<typeof createIssuingBodyRepository>;
