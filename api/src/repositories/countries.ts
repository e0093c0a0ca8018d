import type { Db } from '../db/types';
import { referenceTable } from './reference-table';

export interface CountryRow extends Record<string, unknown> {
  Id: number;
  Name: string;
  Code: string;
}

/** The countries (country, ISO 3166-1, seeded by migration 002): reference data the API only reads. */
export function createCountryRepository(db: Db) {
  const table = referenceTable<CountryRow>(db, 'SELECT id AS "Id", name AS "Name", code AS "Code" FROM country', { orderBy: 'name COLLATE "C"' });
  return {
    /** Every country by name, in the byte order of the names (what the list has always been). */
    list: table.list,
  };
}

export type CountryRepository = ReturnType<typeof createCountryRepository>;
