import type { StateCode } from 'shared-contracts';
import type { Db } from '../db/types';
import { referenceList } from './reference-table';

export interface StateRow extends Record<string, unknown> {
  Code: StateCode;
  Name: string;
}

/**
 * The states and territories (state, migration 001): reference data the API only reads, listed as the 8 states and
 * territories in spec order, then OV (overseas, identity documents only).
 */
export function createStateRepository(db: Db) {
  return referenceList<StateRow>(db, 'SELECT code AS "Code", name AS "Name" FROM state', 'sort_order');
}

export type StateRepository = ReturnType<typeof createStateRepository>;
