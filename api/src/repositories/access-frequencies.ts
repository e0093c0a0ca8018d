import type { Db, Queryable } from '../db/types';

export interface AccessFrequencyRow extends Record<string, unknown> {
  Id: number;
  Name: string;
}

const SELECT = 'SELECT id AS "Id", name AS "Name" FROM operational_need_access_frequency';

/**
 * How often a blue-card holder enters a security zone (operational_need_access_frequency): reference data the API
 * only reads, offered by its route, checked by the conversion and the signing form, named on the documents.
 */
export function createAccessFrequencyRepository(db: Db) {
  return {
    /** Every option, in the order they are offered. */
    list(q: Queryable = db): Promise<AccessFrequencyRow[]> {
      return q.query<AccessFrequencyRow>(`${SELECT} ORDER BY sort_order`);
    },

    async find(id: number, q: Queryable = db): Promise<AccessFrequencyRow | undefined> {
      const [row] = await q.query<AccessFrequencyRow>(`${SELECT} WHERE id = $1`, [id]);
      return row;
    },
  };
}

export type AccessFrequencyRepository = ReturnType<typeof createAccessFrequencyRepository>;
