import type { Db, Queryable } from '../db/types';

export interface CountryRow extends Record<string, unknown> {
  Id: number;
  Name: string;
  Code: string;
}

/** The countries (country, ISO 3166-1, seeded by migration 002): reference data the API only reads. */
export function createCountryRepository(db: Db) {
  return {
    /** Every country by name, in the byte order of the names (what the list has always been). */
    list(q: Queryable = db): Promise<CountryRow[]> {
      return q.query<CountryRow>('SELECT id AS "Id", name AS "Name", code AS "Code" FROM country ORDER BY name COLLATE "C"');
    },
  };
}

export type CountryRepository = ReturnType<typeof createCountryRepository>;
