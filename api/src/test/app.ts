import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { countRows, type TestEngine } from './engines';
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

/**
 * In a describe block: every test in it must leave `table` with the rows it found (a request refused writes
 * nothing), but for those a test writes on purpose and names with `allow(rows)`. `context` is what `useTestApp` returns.
 */
export function expectNoRowsWritten(context: { db: Db }, table: string) {
  let expected: number;
  beforeEach(async () => {
    expected = await countRows(context.db, table);
  });
  afterEach(async () => {
    expect(await countRows(context.db, table)).toBe(expected);
  });
  return {
    allow(rows: number) {
      expected += rows;
    },
  };
}

/** Collects the JSON log lines the app writes: `logger: { stream: sink.stream }`, then `sink.text()`. */
export function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

/** The development operator token's header (OPERATOR_TOKENS unset outside production): what an operator's tools send. */
export const OPERATOR_HEADERS = { authorization: `Bearer ${DEV_OPERATOR_TOKEN}` };
