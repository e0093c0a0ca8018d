import type { Airport } from 'shared-contracts/form';
import type { Db } from '../db/types';
import { referenceList } from './reference-table';

export type AirportRow = Airport & Record<string, unknown>;

/** The airports of the ASIC airports choice (airport, migration 010): reference data the API only reads. */
export function createAirportRepository(db: Db) {
  return referenceList<AirportRow>(db, 'SELECT id AS "Id", name AS "Name", code AS "Code", as_type AS "AsaType", can_have_asa AS "CanHaveAsa" FROM airport', 'sort_order');
}

export type AirportRepository = ReturnType<typeof createAirportRepository>;
