import type { Db } from '../db/types';
import { referenceList } from './reference-table';

export interface OperationalNeedCategoryRow extends Record<string, unknown> {
  Id: number;
  Name: string;
  Description: string | null;
  CardType: 'MSIC' | 'ASIC';
}

/** The categories operational needs are grouped by (operational_need_category): reference data the API only reads. */
export function createOperationalNeedCategoryRepository(db: Db) {
  return referenceList<OperationalNeedCategoryRow>(db, 'SELECT id AS "Id", name AS "Name", description AS "Description", card_type AS "CardType" FROM operational_need_category', 'sort_order');
}

export type OperationalNeedCategoryRepository = ReturnType<typeof createOperationalNeedCategoryRepository>;
