import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { MESSAGES } from './lib/messages';
import { engines } from './test/engines';
import { OPERATOR_HEADERS, logSink, useTestApp } from './test/app';

describe.each(engines)('app foundation on $name', (engine) => {
  const logs = logSink();
  const t = useTestApp(engine, { logger: { stream: logs.stream, level: 'info' } });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'No such endpoint: GET /api/no-such-thing' });
  });

  it('TRUST_PROXY=1 (one load balancer): the client is the address the balancer appended, so a client rotating X-Forwarded-For stays in one rate-limit bucket (issue 40)', async () => {
    const app = await buildApp({ db: t.db, env: { TRUST_PROXY: 1 } });
    try {
      app.get('/test/ip', { config: { rateLimit: { max: 5, timeWindow: 60_000 } } }, async (request) => ({ ip: request.ip }));
      await app.ready();
      // the balancer at 10.0.0.5 appends the address it saw (198.51.100.7) to whatever the client sent
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await app.inject({ method: 'GET', url: '/test/ip', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.7` } });
        if (res.statusCode === 200) expect(res.json()).toEqual({ ip: '198.51.100.7' });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    } finally {
      await app.close();
    }
  });

  it('hides the detail of a 5xx from the client and keeps it in the log', async () => {
    let app: FastifyInstance | undefined;
    const sink = logSink();
    try {
      app = await buildApp({ db: t.db, logger: { stream: sink.stream } });
      app.get('/api/test/boom', async () => {
        throw new Error('connection to 10.0.0.7 refused: internal detail');
      });
      const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      expect(res.body).not.toContain('10.0.0.7');
      expect(sink.text()).toContain('connection to 10.0.0.7 refused: internal detail');
    } finally {
      await app?.close();
    }
  });

  it('answers a database failure as a hidden 500 too', async () => {
    let app: FastifyInstance | undefined;
    try {
      app = await buildApp({ db: t.db });
      app.get('/api/test/bad-sql', async () => app!.db.query('SELECT * FROM no_such_table'));
      const res = await app.inject({ method: 'GET', url: '/api/test/bad-sql' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: MESSAGES.serverError });
    } finally {
      await app?.close();
    }
  });

  it('answers an id beyond the database range with 400, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/issuing-body/99999999999' });
    expect(res.statusCode).toBe(400);
    // the contract's NumericId stops it at the edge, as a field error of the path
    expect(res.json()).toEqual({ message: 'Please check the highlighted fields', in: 'params', fieldErrors: { id: ['Expected an id'] } });
  });

  it('never logs credentials, form keys or bodies', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/logger',
      headers: { authorization: 'Bearer secret-token-value', formkey: 'secret-form-key', 'content-type': 'application/json' },
      payload: { url: 'http://localhost:3000/x', message: 'Jane Citizen born 1990-01-01', type: 'exception' },
    });
    const text = logs.text();
    expect(text).toContain('/api/logger');
    expect(text).not.toContain('secret-token-value');
    expect(text).not.toContain('secret-form-key');
    expect(text).not.toContain('Jane Citizen');
  });

  it('sets security headers and allows the front ends through CORS with the headers of spec §7', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/country/list',
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'GET', 'access-control-request-headers': 'company,websitetype,formkey,authorization,content-type' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
    // and the renewal quick-start's start key (issue 40)
    expect(allowed).toEqual(['company', 'websitetype', 'formkey', 'authorization', 'content-type', 'idempotency-key']);

    const get = await t.app.inject({ method: 'GET', url: '/api/state/list', headers: { origin: 'http://spa.localhost:3000' } });
    expect(get.headers['access-control-allow-origin']).toBe('http://spa.localhost:3000');
    expect(get.headers['x-content-type-options']).toBe('nosniff');

    const foreign = await t.app.inject({ method: 'GET', url: '/api/state/list', headers: { origin: 'http://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets reference data be cached and nothing else', async () => {
    const reference = await t.app.inject({ method: 'GET', url: '/api/state/list' });
    expect(reference.headers['cache-control']).toBe('public, max-age=3600');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBe('no-store');
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('health checks the database with a query, and tells a stranger nothing else (issue 40)', async () => {
    const open = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ status: 'ok' });
    const wrongToken = await t.app.inject({ method: 'GET', url: '/api/health', headers: { authorization: 'Bearer not-an-operator-token-0000000000000' } });
    expect(wrongToken.json()).toEqual({ status: 'ok' });
  });

  it('health answers an operator the version, the database engine, where the limits are counted and the mail outbox', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: OPERATOR_HEADERS });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      version: expect.any(String),
      database: engine.name,
      rateLimits: 'memory',
      mail: { delivery: 'outbox', backlog: 0, failed: 0, oldestWaitingSeconds: null },
    });
  });

  it('health fails (hidden 500) when the database does not answer', async () => {
    let app: FastifyInstance | undefined;
    try {
      const broken = { ...t.db, query: async () => Promise.reject(new Error('database is down')) };
      app = await buildApp({ db: broken });
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: MESSAGES.serverError });
    } finally {
      await app?.close();
    }
  });
});
