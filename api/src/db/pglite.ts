import { mkdirSync } from 'node:fs';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from './types';

/**
 * PGlite: PostgreSQL compiled to WebAssembly, in this process. `dataDir` persists to a folder; without it the
 * database lives in memory (tests). PGlite serves one connection, so its own transaction() queues callers.
 * The package (and its wasm) is loaded on first use only, so a server on PostgreSQL never loads it.
 */
export interface PgliteDb extends Db {
  /** the whole data directory as a tar archive, to start another instance from it (tests) */
  dump(): Promise<Blob>;
}

export async function createPgliteDb(options: { dataDir?: string; from?: Blob } = {}): Promise<PgliteDb> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.from ? { loadDataDir: options.from } : {}),
  });
  const on = (target: PGlite | Transaction): Queryable => ({
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    engine: 'pglite',
    ...on(pg),
    transaction: (fn) => pg.transaction((tx) => fn(on(tx))),
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
  };
}
