import type { CardKind } from 'shared-contracts';
import type { OperationalNeed } from 'shared-contracts/signing';
import type { Db, Queryable } from '../db/types';

/** An operational need as the contract has it (spec §3); every stored need names its card (migration 024). */
export type OperationalNeedRow = OperationalNeed & { cardType: CardKind } & Record<string, unknown>;

const SELECT = `SELECT id AS "Id", colour AS "Colour", reason AS "Reason", short_reason AS "ShortReason",
  category_id AS "category", admin_only AS "adminOnly", card_type AS "cardType" FROM operational_need`;

/**
 * The operational needs (operational_need, spec §3): reference data the API only reads. Listed by their route,
 * given to the draft model on every save and conversion, checked by the signing form, and named on the status page,
 * the documents and the signed letter.
 */
export function createOperationalNeedRepository(db: Db) {
  return {
    /** Every need, admin-only included, in no particular order: what the draft model is given. */
    all(q: Queryable = db): Promise<OperationalNeedRow[]> {
      return q.query<OperationalNeedRow>(SELECT);
    },

    /** The needs an applicant may choose (the admin-only items 5 and 6 left out), in the order they are offered. */
    listPublic(q: Queryable = db): Promise<OperationalNeedRow[]> {
      return q.query<OperationalNeedRow>(`${SELECT} WHERE NOT admin_only ORDER BY sort_order`);
    },

    /** One need by id, admin-only included (a draft may hold one that staff chose). */
    async find(id: number, q: Queryable = db): Promise<OperationalNeedRow | undefined> {
      const [row] = await q.query<OperationalNeedRow>(`${SELECT} WHERE id = $1`, [id]);
      return row;
    },
  };
}

export type OperationalNeedRepository = ReturnType<typeof createOperationalNeedRepository>;
