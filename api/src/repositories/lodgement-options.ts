import type { LodgementOptionId } from 'shared-contracts';
import type { Db, Queryable } from '../db/types';

export interface LodgementOptionRow extends Record<string, unknown> {
  code: LodgementOptionId;
  name: string;
  description: string;
}

const SELECT = 'SELECT code, name, description FROM lodgement_option';

/** The ways to lodge an application (lodgement_option): reference data the API only reads. */
export function createLodgementOptionRepository(db: Db) {
  return {
    /** Every option, in the order they are offered (which a variant offers is its own, in shared-contracts). */
    list(q: Queryable = db): Promise<LodgementOptionRow[]> {
      return q.query<LodgementOptionRow>(`${SELECT} ORDER BY sort_order`);
    },

    async find(code: string, q: Queryable = db): Promise<LodgementOptionRow | undefined> {
      const [row] = await q.query<LodgementOptionRow>(`${SELECT} WHERE code = $1`, [code]);
      return row;
    },
  };
}

export type LodgementOptionRepository = ReturnType<typeof createLodgementOptionRepository>;
