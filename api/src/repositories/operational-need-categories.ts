import type { Db, Queryable } from '../db/types';

export interface OperationalNeedCategoryRow extends Record<string, unknown> {
  Id: number;
  Name: string;
  Description: string | null;
  CardType: 'MSIC' | 'ASIC';
}

/** The categories operational needs are grouped by (operational_need_category): reference data the API only reads. */
export function createOperationalNeedCategoryRepository(db: Db) {
  return {
    list(q: Queryable = db): Promise<OperationalNeedCategoryRow[]> {
      return q.query<OperationalNeedCategoryRow>(
        'SELECT id AS "Id", name AS "Name", description AS "Description", card_type AS "CardType" FROM operational_need_category ORDER BY sort_order',
      );
    },
  };
}

export type OperationalNeedCategoryRepository = ReturnType<typeof createOperationalNeedCategoryRepository>;
