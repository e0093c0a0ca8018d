import type { Db } from '../db/types';
import { referenceTable } from './reference-table';

export interface AccessFrequencyRow extends Record<string, unknown> {
  Id: number;
  Name: string;
}

/**
 * How often a blue-card holder enters a security zone (operational_need_access_frequency): reference data the API
 * only reads, offered by its route (every option, in the order they are offered), checked by the conversion and the
 * signing form, named on the documents.
 */
export function createAccessFrequencyRepository(db: Db) {
  return referenceTable<AccessFrequencyRow>(db, 'SELECT id AS "Id", name AS "Name" FROM operational_need_access_frequency', { orderBy: 'sort_order' });
}

export type AccessFrequencyRepository = ReturnType<typeof createAccessFrequencyRepository>;
