import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { TestEngine } from './engines';
import type { Db } from '../db';
import { DEV_OPERATOR_TOKEN } from '../env';

/**
 * One seeded database and one app per test file and engine: `const t = useTestApp(engine)` in a describe
 * block, then `t.app.inject(...)` and `t.db.query(...)` inside tests.
 */
export function useTestApp(engine: TestEngine, options: Omit<BuildAppOptions, 'db'> = {}) {
  const context = {} as { app: FastifyInstance; db: Db; drop: () => Promise<void> };
  beforeAll(async () => {
    const { db, drop } = await engine.createSeeded();
    context.db = db;
    context.drop = drop;
    context.app = await buildApp({ ...options, db });
    await context.app.ready();
  }, 60_000);
  afterAll(async () => {
    await context.app?.close();
    await context.drop?.();
  });
  return context;
}

export { countRows } from './engines';

/** The development operator token's header (OPERATOR_TOKENS unset outside production): what an operator's tools send. */
export const OPERATOR_HEADERS = { authorization: `Bearer ${DEV_OPERATOR_TOKEN}` };
