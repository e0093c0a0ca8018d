import type { Db, Queryable, Row } from '../db/types';

/**
 * The reading of a reference table (seeded by the migrations, only read by the API), shared by its repositories:
 * `select` is the repository's own `SELECT … FROM <its table>`, `orderBy` the order its rows are offered in (none:
 * no particular order) and `key` the column `find` looks a row up by. No table is named here: each repository keeps
 * its SQL (src/architecture.test.ts).
 */
export function referenceTable<T extends Row, K = number>(db: Db, select: string, options: { orderBy?: string; key?: string } = {}) {
  const { orderBy, key = 'id' } = options;
  return {
    list(q: Queryable = db): Promise<T[]> {
      return q.query<T>(orderBy ? `${select} ORDER BY ${orderBy}` : select);
    },

    async find(value: K, q: Queryable = db): Promise<T | undefined> {
      const [row] = await q.query<T>(`${select} WHERE ${key} = $1`, [value]);
      return row;
    },
  };
}

/** A reference table that is only listed, in the order `orderBy` gives: the `list` of `referenceTable` alone. */
export function referenceList<T extends Row>(db: Db, select: string, orderBy: string) {
  return { list: referenceTable<T>(db, select, { orderBy }).list };
}
