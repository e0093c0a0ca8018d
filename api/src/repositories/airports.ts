import type { Airport } from 'shared-contracts/api';
import type { Db, Queryable } from '../db/types';

export type AirportRow = Airport & Record<string, unknown>;

/** The airports of the ASIC airports choice (airport, migration 010): reference data the API only reads. */
export function createAirportRepository(db: Db) {
  return {
    list(q: Queryable = db): Promise<AirportRow[]> {
      return q.query<AirportRow>(
        `SELECT id AS "Id", name AS "Name", code AS "Code", as_type AS "AsaType", can_have_asa AS "CanHaveAsa" FROM airport ORDER BY sort_order`,
      );
    },
  };
}

export type AirportRepository = ReturnType<typeof createAirportRepository>;
