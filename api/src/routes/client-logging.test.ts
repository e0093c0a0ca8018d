import type { FastifyInstance } from 'fastify';
import { MESSAGES as CONTRACT_MESSAGES } from 'shared-contracts/form';
import { buildApp } from '../app';
import { MESSAGES } from '../lib/messages';
import { RATE_LIMITS } from '../plugins/external/rate-limit';
import { countRows, engines } from '../test/engines';
import { expectNoRowsWritten, useTestApp } from '../test/app';

/** What the browser reports (spec §7): uncaught exceptions and missing pages, with the refusals of bad input. */
const valid = {
  url: 'http://localhost:3001/apply/form/12/step2',
  message: "TypeError: Cannot read properties of undefined (reading 'Line1')",
  type: 'exception',
  stackTrace: 'TypeError: Cannot read properties of undefined\n    at AddressStep (step2.tsx:40:12)',
  cause: 'render',
};

describe.each(engines)('client logging on $name', (engine) => {
  const t = useTestApp(engine);

  describe('POST /api/logger (spec §7: uncaught client exceptions)', () => {
    const post = (payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/logger', headers: { 'content-type': 'application/json', ...headers }, payload: payload as string });

    it('writes what the client sent with the time and the request company', async () => {
      const before = await countRows(t.db, 'client_error_log');
      const res = await post(valid, { company: 'spa' });
      expect(res.statusCode).toBe(200);
      expect(await countRows(t.db, 'client_error_log')).toBe(before + 1);
      const [row] = await t.db.query<Record<string, unknown>>('SELECT * FROM client_error_log ORDER BY id DESC LIMIT 1');
      expect(row).toMatchObject({ url: valid.url, message: valid.message, type: 'exception', stack_trace: valid.stackTrace, cause: 'render', company: 'spa' });
      expect(Date.now() - new Date(row!.created_at as string).getTime()).toBeLessThan(60_000);
    });

    it('keeps only the optional fields it was given, and an unknown company falls back to the default', async () => {
      const res = await post({ url: valid.url, message: 'boom', type: 'exception' }, { company: 'not-a-company' });
      expect(res.statusCode).toBe(200);
      const [row] = await t.db.query<Record<string, unknown>>('SELECT * FROM client_error_log ORDER BY id DESC LIMIT 1');
      expect(row).toMatchObject({ message: 'boom', stack_trace: null, cause: null, company: 'msic' });
    });

    describe('refuses a malformed body and writes nothing', () => {
      expectNoRowsWritten(t, 'client_error_log');

      it('wrong types and a missing field: 400 with field errors of the body', async () => {
        const res = await post({ url: 42, type: 'warning', stackTrace: ['x'] });
        expect(res.statusCode).toBe(400);
        const body = res.json();
        expect(body.message).toBe(MESSAGES.invalidFields);
        expect(body.in).toBe('body');
        expect(Object.keys(body.fieldErrors).sort()).toEqual(['message', 'stackTrace', 'type', 'url']);
        for (const messages of Object.values(body.fieldErrors)) expect(messages).toEqual(expect.arrayContaining([expect.any(String)]));
      });

      it('a body that is not an object: 400 with a form-level error', async () => {
        const res = await post('[1,2,3]');
        expect(res.statusCode).toBe(400);
        expect(res.json().fieldErrors).toHaveProperty('_form');
      });

      it('invalid JSON: 400 with a clear message', async () => {
        const res = await post('{"url": "http://x", "message": ');
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: MESSAGES.invalidJson });
      });

      it('an empty JSON body: 400', async () => {
        const res = await post('');
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: MESSAGES.emptyJson });
      });

      it('a content type other than JSON: 415', async () => {
        const res = await t.app.inject({ method: 'POST', url: '/api/logger', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(valid) });
        expect(res.statusCode).toBe(415);
        expect(res.json()).toEqual({ message: MESSAGES.unsupportedMediaType });
      });

      it('a body over the 1 MB limit: 413', async () => {
        const res = await post({ ...valid, stackTrace: 'x'.repeat(1024 * 1024 + 1) });
        expect(res.statusCode).toBe(413);
        expect(res.json()).toEqual({ message: MESSAGES.tooLarge });
      });

      it('a field over its maximum length: 400 naming the field', async () => {
        const res = await post({ ...valid, message: 'x'.repeat(20_000) });
        expect(res.statusCode).toBe(400);
        expect(res.json().fieldErrors).toHaveProperty('message');
      });
    });
  });

  describe('GET /404?uri= (spec §7: the client reports a missing page)', () => {
    it('writes the missing path with the time and the request company', async () => {
      const before = await countRows(t.db, 'missing_page_log');
      const res = await t.app.inject({ method: 'GET', url: '/404', query: { uri: '/media/no-such-article' }, headers: { company: 'tasports' } });
      expect(res.statusCode).toBe(200);
      expect(await countRows(t.db, 'missing_page_log')).toBe(before + 1);
      const [row] = await t.db.query<Record<string, unknown>>('SELECT uri, company FROM missing_page_log ORDER BY id DESC LIMIT 1');
      expect(row).toEqual({ uri: '/media/no-such-article', company: 'tasports' });
    });

    it('refuses a missing uri with a field error of the query, writing nothing', async () => {
      const before = await countRows(t.db, 'missing_page_log');
      const res = await t.app.inject({ method: 'GET', url: '/404' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MESSAGES.invalidFields, in: 'query', fieldErrors: { uri: [expect.any(String)] } });
      expect(await countRows(t.db, 'missing_page_log')).toBe(before);
    });

    it('is rate-limited: past the limit, 429 with the message the client shows (spec §8)', async () => {
      let app: FastifyInstance | undefined;
      try {
        app = await buildApp({ db: t.db }); // its own counters, so the other tests keep their budget
        const before = await countRows(t.db, 'missing_page_log');
        const statuses: number[] = [];
        for (let i = 0; i <= RATE_LIMITS.clientLog.max; i++) {
          statuses.push((await app.inject({ method: 'GET', url: '/404', query: { uri: `/loop/${i}` } })).statusCode);
        }
        expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
        const limited = await app.inject({ method: 'GET', url: '/404', query: { uri: '/loop/again' } });
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual({ message: CONTRACT_MESSAGES.tooManyRequests });
        expect(limited.headers['retry-after']).toBeDefined();
        expect(await countRows(t.db, 'missing_page_log')).toBe(before + RATE_LIMITS.clientLog.max);
      } finally {
        await app?.close();
      }
    });
  });
});
