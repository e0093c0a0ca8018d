import type { StateCode } from 'shared-contracts';
import type { Db } from '../db/types';
import { referenceTable } from './reference-table';

export interface StateRow extends Record<string, unknown> {
  Code: StateCode;
  Name: string;
}

/** The states and territories (state, migration 001): reference data the API only reads. */
export function createStateRepository(db: Db) {
  const table = referenceTable<StateRow>(db, 'SELECT code AS "Code", name AS "Name" FROM state', { orderBy: 'sort_order' });
  return {
    /** The 8 states and territories in spec order, then OV (overseas, identity documents only). */
    list: table.list,
  };
}

export type StateRepository = ReturnType<typeof createStateRepository>;
