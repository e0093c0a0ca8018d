import { buildApp } from './app';
import { DEFAULT_CORS_ORIGINS, DEV_APP_SECRET, DEV_DATA_ENCRYPTION_KEY, EnvError, loadEnv } from './env';
import { SAFE_PRODUCTION_ENV } from './test/production-env';
import { originMatcher } from './plugins/external/cors';

const STRONG_SECRET = 'a-random-production-secret-of-more-than-32-chars';
const STRONG_KEY = 'a41f0c97e25b8d36f0e1c4a7b9d2358e6c0f7a14b3e9d5c8207f6a1e9b4c3d52';

describe('environment (checked at start-up, failing loudly with the names of what is wrong)', () => {
  it('has working defaults for a local start: port 8080 on 127.0.0.1, PGlite under <repo>/.data/pglite', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 8080, HOST: '127.0.0.1', NODE_ENV: 'development', DB_POOL_SIZE: 10, PUBLIC_SITE_URL: 'http://localhost:3000' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/[\\/]\.data[\\/]pglite$/);
    expect(env.CORS_ORIGINS).toEqual(DEFAULT_CORS_ORIGINS);
  });

  it('names every wrong variable at once', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://db/x', REDIS_URL: 'not a url', DB_POOL_SIZE: '0', NODE_ENV: 'staging' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'DB_POOL_SIZE', 'NODE_ENV']) expect(message).toContain(name);
  });

  it('treats empty values as unset and reads lists and flags', () => {
    const env = loadEnv({ PORT: '', CORS_ORIGINS: 'https://msic.example.com, https://*.msic.example.com', TRUST_PROXY: 'true' });
    expect(env.PORT).toBe(8080);
    expect(env.CORS_ORIGINS).toEqual(['https://msic.example.com', 'https://*.msic.example.com']);
    expect(env.TRUST_PROXY).toBe(true);
  });

  it('TRUST_PROXY names the load balancer: false, true, a number of proxies, or their addresses, CIDR ranges and range names', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'uniquelocal' }).TRUST_PROXY).toEqual(['uniquelocal']);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    for (const bad of ['0', '100', 'yes', 'nginx', '10.0.0.0/8/1']) expect(() => loadEnv({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY must be/);
  });

  it('a payment gateway needs its address and its secret together, in every environment', () => {
    expect(() => loadEnv({ PAYMENT_GATEWAY_URL: 'https://gateway.example.com/1' })).toThrow(/set both/);
    expect(() => loadEnv({ PAYMENT_GATEWAY_SECRET: 'sk_live_x' })).toThrow(/set both/);
    expect(loadEnv({ PAYMENT_GATEWAY_URL: 'https://gateway.example.com/1', PAYMENT_GATEWAY_SECRET: 'sk_live_x' }).PAYMENT_GATEWAY_URL).toBe('https://gateway.example.com/1');
  });

  it('refuses the development secret in production, and accepts a real one', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
    expect(() => loadEnv({ ...SAFE_PRODUCTION_ENV, APP_SECRET: DEV_APP_SECRET })).toThrow(/APP_SECRET/);
    expect(loadEnv({ ...SAFE_PRODUCTION_ENV, APP_SECRET: STRONG_SECRET }).APP_SECRET).toBe(STRONG_SECRET);
    expect(() => loadEnv({ APP_SECRET: 'short' })).toThrow(/APP_SECRET must be at least 32 characters/);
  });

  it('the server refuses to start in production with the development secret', async () => {
    await expect(buildApp({ env: { NODE_ENV: 'production', APP_SECRET: DEV_APP_SECRET } })).rejects.toThrow(/APP_SECRET/);
  });

  it('refuses the development encryption key in production (any case), and a key that is not 32 bytes of hex', () => {
    const production = { ...SAFE_PRODUCTION_ENV, DATA_ENCRYPTION_KEY: undefined };
    expect(() => loadEnv(production)).toThrow(/DATA_ENCRYPTION_KEY: the development key cannot be used in production/);
    expect(() => loadEnv({ ...production, DATA_ENCRYPTION_KEY: DEV_DATA_ENCRYPTION_KEY.toUpperCase() })).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(loadEnv({ ...production, DATA_ENCRYPTION_KEY: STRONG_KEY }).DATA_ENCRYPTION_KEY).toBe(STRONG_KEY);
    for (const bad of ['abc', 'g'.repeat(64), 'a'.repeat(63), 'a'.repeat(65)]) expect(() => loadEnv({ DATA_ENCRYPTION_KEY: bad })).toThrow(/DATA_ENCRYPTION_KEY must be 64 hex digits/);
    expect(loadEnv({}).DATA_ENCRYPTION_KEY).toBe(DEV_DATA_ENCRYPTION_KEY);
  });

  it('the server refuses to start in production with the development encryption key, naming both dev values at once', async () => {
    await expect(buildApp({ env: { ...loadEnv(SAFE_PRODUCTION_ENV), DATA_ENCRYPTION_KEY: DEV_DATA_ENCRYPTION_KEY } })).rejects.toThrow(/DATA_ENCRYPTION_KEY/);
    const both = buildApp({ env: { NODE_ENV: 'production', APP_SECRET: DEV_APP_SECRET, DATA_ENCRYPTION_KEY: DEV_DATA_ENCRYPTION_KEY } });
    await expect(both).rejects.toThrow(/APP_SECRET[\s\S]*DATA_ENCRYPTION_KEY/);
  });
});

describe('CORS origins', () => {
  const allowed = originMatcher(DEFAULT_CORS_ORIGINS);

  it.each(['http://localhost:3000', 'http://localhost:3001', 'http://localhost:3005', 'http://spa.localhost:3000', 'http://asset-msic.localhost:3000'])(
    'allows %s by default',
    (origin) => expect(allowed(origin)).toBe(true),
  );

  it.each(['http://localhost:3006', 'http://evil.com', 'https://localhost:3000', 'http://localhost:3000.evil.com', 'http://spa.localhost:3001'])(
    'refuses %s by default',
    (origin) => expect(allowed(origin)).toBe(false),
  );
});
