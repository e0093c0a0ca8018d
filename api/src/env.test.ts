import { buildApp } from './app';
import { DEFAULT_CORS_ORIGINS, DEV_APP_SECRET, EnvError, loadEnv } from './env';
import { originMatcher } from './plugins/external/cors';

const STRONG_SECRET = 'a-random-production-secret-of-more-than-32-chars';

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

  it('refuses the development secret in production, and accepts a real one', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
    expect(() => loadEnv({ NODE_ENV: 'production', APP_SECRET: DEV_APP_SECRET })).toThrow(/APP_SECRET/);
    expect(loadEnv({ NODE_ENV: 'production', APP_SECRET: STRONG_SECRET }).APP_SECRET).toBe(STRONG_SECRET);
    expect(() => loadEnv({ APP_SECRET: 'short' })).toThrow(/APP_SECRET must be at least 32 characters/);
  });

  it('the server refuses to start in production with the development secret', async () => {
    await expect(buildApp({ env: { NODE_ENV: 'production', APP_SECRET: DEV_APP_SECRET } })).rejects.toThrow(/APP_SECRET/);
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
