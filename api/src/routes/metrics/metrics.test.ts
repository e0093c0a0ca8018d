import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { parseEnv } from '../../env';
import { OPERATOR_HEADERS, useTestApp } from '../../test/app';
import { engines, type TestDatabase } from '../../test/engines';
import { SAFE_PRODUCTION_ENV } from '../../test/production-env';

const scrape = async (app: FastifyInstance, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/metrics', headers });

/** The value of one series of a Prometheus text, or undefined when it is not there. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Issue 42: GET /metrics, Prometheus text with request, latency, outbox, rate-limit and release series. */
describe.each(engines)('GET /metrics on $name', (engine) => {
  const t = useTestApp(engine);

  it('answers Prometheus text with requests and latency per route pattern, never an address with ids', async () => {
    await t.app.inject({ method: 'GET', url: '/api/releases' });
    await t.app.inject({ method: 'GET', url: '/api/releases' });
    await t.app.inject({ method: 'GET', url: '/api/operator/people/VEP0001234', headers: OPERATOR_HEADERS });
    await t.app.inject({ method: 'GET', url: '/api/no/such/route/987654' });
    const response = await scrape(t.app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(valueOf(text, 'msic_http_requests_total{route="/api/releases",method="GET",status="200"}')).toBe(2);
    expect(valueOf(text, 'msic_http_requests_total{route="/api/operator/people/:ref",method="GET",status="404"}')).toBe(1);
    expect(valueOf(text, 'msic_http_requests_total{route="unmatched",method="GET",status="404"}')).toBe(1);
    expect(text).toContain('# TYPE msic_http_request_duration_seconds histogram');
    expect(valueOf(text, 'msic_http_request_duration_seconds_count{route="/api/releases",method="GET",status="200"}')).toBe(2);
    expect(valueOf(text, 'msic_http_request_duration_seconds_bucket{le="+Inf",route="/api/releases",method="GET",status="200"}')).toBe(2);
    expect(text).not.toContain('VEP0001234');
    expect(text).not.toContain('987654');
  });

  it('reads the outbox backlog and failures at each scrape', async () => {
    const before = await scrape(t.app);
    const backlog = valueOf(before.body, 'msic_mail_outbox_backlog')!;
    const failed = valueOf(before.body, 'msic_mail_outbox_failed')!;
    expect(backlog).toBeGreaterThanOrEqual(0);
    await t.db.query("INSERT INTO mail_outbox (kind, company, to_address, subject, text_body) VALUES ('notification', 'msic', 'a@example.com', 'waiting', 'x')");
    await t.db.query("INSERT INTO mail_outbox (kind, company, to_address, subject, text_body, failed_at) VALUES ('notification', 'msic', 'b@example.com', 'given up', 'x', now())");
    const after = (await scrape(t.app)).body;
    // the outbox worker runs only with SMTP: without it, the health figures of the outbox are its table's
    const health = await t.app.mailOutbox.health();
    expect(valueOf(after, 'msic_mail_outbox_backlog')).toBe(health.backlog);
    expect(valueOf(after, 'msic_mail_outbox_failed')).toBe(health.failed);
    expect(health.backlog).toBe(backlog + 1);
    expect(health.failed).toBe(failed + 1);
    expect(after).toContain('# TYPE msic_rate_limit_fallbacks_total counter');
  });
});

describe('GET /metrics access and rate-limit fallbacks', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await engines[0]!.createSeeded();
  }, 60_000);
  afterAll(() => test?.drop());

  it('in production, answers only an operator token', async () => {
    const app = await buildApp({ db: test.db, env: parseEnv({ ...SAFE_PRODUCTION_ENV, REDIS_URL: undefined, SINGLE_INSTANCE: 'true' }) });
    try {
      await app.ready();
      const stranger = await scrape(app);
      expect(stranger.statusCode).toBe(401);
      expect(stranger.body).not.toContain('msic_');
      expect((await scrape(app, { authorization: 'Bearer not-a-token-of-this-deployment-0000000' })).statusCode).toBe(401);
      const operator = await scrape(app, { authorization: `Bearer ${SAFE_PRODUCTION_ENV.OPERATOR_TOKENS!.split('=')[1]}` });
      expect(operator.statusCode).toBe(200);
      expect(operator.body).toContain('msic_http_requests_total');
    } finally {
      await app.close();
    }
  });

  it('counts the rate-limited calls counted in the process while Redis cannot be used', async () => {
    const app = await buildApp({ db: test.db, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      await app.ready();
      for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/404', query: { uri: `/x/${i}` }, remoteAddress: '10.9.8.7' });
      expect(valueOf((await scrape(app)).body, 'msic_rate_limit_fallbacks_total')).toBe(3);
    } finally {
      await app.close();
    }
  }, 20_000);
});
