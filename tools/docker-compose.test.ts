import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '..');

interface Service {
  build?: { context: string; dockerfile?: string; args?: Record<string, string> } | string;
  image?: string;
  ports?: string[];
  healthcheck?: { test: string[] | string };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
}

/** The production topology of ARCHITECTURE.md, as docker-compose.yml describes it (no Docker engine here). */
describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
  const services = compose.services;

  it('has the shell and each remote as its own static service, two API replicas, a load balancer, PostgreSQL, Redis and a mail catcher', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['api-1', 'api-2', 'api-lb', 'application', 'content', 'induction', 'mail', 'opneed-signing', 'postgres', 'redis', 'shell', 'staff-console', 'status-tracking'].sort(),
    );
  });

  it.each(Object.keys(parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }).services))('%s has a build context that exists or an image, and a health check', (name) => {
    const service = services[name] as Service;
    if (service.build) {
      const build = typeof service.build === 'string' ? { context: service.build } : service.build;
      expect(existsSync(path.join(ROOT, build.context))).toBe(true);
      if (build.dockerfile) expect(existsSync(path.join(ROOT, build.context, build.dockerfile))).toBe(true);
      if (build.args?.PACKAGE) expect(existsSync(path.join(ROOT, build.args.PACKAGE, 'package.json'))).toBe(true);
    } else {
      expect(service.image).toMatch(/^[a-z0-9./-]+:[\w.-]+$/);
    }
    expect(service.healthcheck?.test).toBeTruthy();
    for (const volume of service.volumes ?? []) {
      const source = volume.split(':')[0] as string;
      if (source.startsWith('./')) expect(existsSync(path.join(ROOT, source))).toBe(true);
    }
  });

  it('publishes each public service on its documented port', () => {
    const port = (name: string) => services[name]?.ports?.[0]?.split(':')[0];
    expect([port('shell'), port('application'), port('status-tracking'), port('induction'), port('opneed-signing'), port('content'), port('staff-console'), port('api-lb')]).toEqual(['3000', '3001', '3002', '3003', '3004', '3005', '3006', '8080']);
  });

  it('runs the API replicas on PostgreSQL and Redis behind a trusted load balancer, with every production setting required', () => {
    for (const name of ['api-1', 'api-2']) {
      const env = services[name]?.environment ?? {};
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.NODE_ENV).toBe('production');
      // issue 16: the balancer's private address is trusted, so each client has its own rate-limit bucket
      expect(env.TRUST_PROXY).toBe('uniquelocal');
      // what production refuses to start without must be given by the deployment: no default in the file
      for (const required of ['APP_SECRET', 'DATA_ENCRYPTION_KEY', 'SMTP_URL', 'MAIL_FROM', 'ENQUIRIES_TO', 'PAYMENT_GATEWAY_URL', 'PAYMENT_GATEWAY_SECRET', 'PUBLIC_SITE_URL']) {
        expect(env[required]).toMatch(new RegExp(`^\\$\\{${required}:\\?`));
      }
      expect(Object.keys(services[name]?.depends_on ?? {})).toEqual(expect.arrayContaining(['postgres', 'redis']));
    }
    const lb = readFileSync(path.join(ROOT, 'deploy/nginx-api.conf'), 'utf8');
    expect(lb).toContain('server api-1:8080');
    expect(lb).toContain('server api-2:8080');
    expect(lb).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  });

  it('has every static service read the release pointers from the API over the compose network (issue 42)', () => {
    for (const name of ['shell', 'application', 'status-tracking', 'induction', 'opneed-signing', 'content', 'staff-console']) {
      expect({ name, url: services[name]?.environment?.RELEASES_URL }).toEqual({ name, url: 'http://api-lb:8080/api/releases' });
    }
  });

  it('documents every variable it sets in docs/configuration.md or api/README.md', () => {
    const docs = readFileSync(path.join(ROOT, 'docs/configuration.md'), 'utf8') + readFileSync(path.join(ROOT, 'api/README.md'), 'utf8');
    const names = new Set(Object.values(services).flatMap((s) => Object.keys(s.environment ?? {})));
    for (const name of ['POSTGRES_USER', 'POSTGRES_PASSWORD', 'POSTGRES_DB']) names.delete(name); // the postgres image's own
    const undocumented = [...names].filter((name) => !docs.includes(name));
    expect(undocumented).toEqual([]);
  });
});
