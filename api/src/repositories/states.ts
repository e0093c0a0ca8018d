import type { StateCode } from 'shared-contracts';
import type { Db, Queryable } from '../db/types';

export interface StateRow extends Record<string, unknown> {
  Code: StateCode;
  Name: string;
}

/** The states and territories (state, migration 001): reference data the API only reads. */
export function createStateRepository(db: Db) {
  return {
    /** The 8 states and territories in spec order, then OV (overseas, identity documents only). */
    list(q: Queryable = db): Promise<StateRow[]> {
      return q.query<StateRow>('SELECT code AS "Code", name AS "Name" FROM state ORDER BY sort_order');
    },
  };
}

export type StateRepository = ReturnType<typeof createStateRepository>;
