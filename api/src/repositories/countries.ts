import type { Db } from '../db/types';
import { referenceList } from './reference-table';

export interface CountryRow extends Record<string, unknown> {
  Id: number;
  Name: string;
  Code: string;
}

/**
 * The countries (country, ISO 3166-1, seeded by migration 002): reference data the API only reads, listed by name in
 * the byte order of the names (what the list has always been).
 */
export function createCountryRepository(db: Db) {
  return referenceList<CountryRow>(db, 'SELECT id AS "Id", name AS "Name", code AS "Code" FROM country', 'name COLLATE "C"');
}

export type CountryRepository = ReturnType<typeof createCountryRepository>;
