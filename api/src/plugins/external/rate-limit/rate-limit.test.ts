import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from 'shared-contracts/api';
import { buildApp } from '../../app';
import { engines, type TestDatabase } from '../../test/engines';
import { RATE_LIMITS } from './rate-limit';

/**
 * Rate-limit counts are shared by every API replica when REDIS_URL is set (ARCHITECTURE.md, Scale): two apps on
 * one Redis refuse the client once their requests together pass the limit. Uses the Redis on this machine
 * (TEST_REDIS_URL, default redis://127.0.0.1:6379; set it empty to skip) and a random client address, so runs
 * never share counters.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const describeWithRedis = REDIS_URL ? describe : describe.skip;

describeWithRedis('rate limits in Redis, shared by replicas', () => {
  let test: TestDatabase;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    test = await engines[0]!.createSeeded();
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ db: test.db, env: { REDIS_URL } });
      await app.ready();
      apps.push(app);
    }
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await test?.drop();
  });

  it('counts the requests of both replicas against one limit', async () => {
    const remoteAddress = `10.${randomBytes(3).join('.')}`;
    const hit = (i: number) => apps[i % 2]!.inject({ method: 'GET', url: '/404', query: { uri: `/x/${i}` }, remoteAddress });
    for (let i = 0; i < RATE_LIMITS.clientLog.max; i++) expect((await hit(i)).statusCode).toBe(200);
    const refused = await hit(RATE_LIMITS.clientLog.max);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MESSAGES.tooManyRequests });
    // another client is not affected
    const other = await apps[0]!.inject({ method: 'GET', url: '/404', query: { uri: '/y' }, remoteAddress: '10.255.255.254' });
    expect(other.statusCode).toBe(200);
  });

  it('lets requests through when Redis is unreachable, rather than failing the API', async () => {
    const app = await buildApp({ db: test.db, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const res = await app.inject({ method: 'GET', url: '/404', query: { uri: '/z' } });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 20_000);
});
