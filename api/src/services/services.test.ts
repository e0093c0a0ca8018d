import { engines } from '../test/engines';
import { useTestApp } from '../test/app';
import { createHmac } from 'node:crypto';
import { createTokenService } from './tokens';
import { hashSecret, matchesSecret, randomToken } from '../lib/secrets';

describe('status-page tokens (spec §6: signed, short-lived)', () => {
  let now = Date.UTC(2026, 10, 21, 10, 0, 0);
  const tokens = createTokenService('x'.repeat(40), 600, () => now);

  it('verifies its own token and reads the people id', () => {
    const token = tokens.issue(42);
    expect(tokens.verify(token)).toMatchObject({ sub: 42 });
  });

  it('refuses an expired token, a forged signature and garbage', () => {
    const token = tokens.issue(42);
    const [h, p] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 43, iat: 0, exp: 9999999999 })).toString('base64url');
    expect(tokens.verify(`${h}.${forgedPayload}.${token.split('.')[2]}`)).toBeUndefined();
    expect(tokens.verify(`${h}.${p}`)).toBeUndefined();
    expect(tokens.verify('not-a-token')).toBeUndefined();
    expect(createTokenService('y'.repeat(40), 600, () => now).verify(token)).toBeUndefined();
    now += 601_000;
    expect(tokens.verify(token)).toBeUndefined();
  });

  it('refuses a token whose lifetime exceeds the configured TTL, even signed with the right secret (issue 16)', () => {
    const sign = (claims: object) => {
      // a token signed with this secret by another service, or by this one under an earlier, longer TTL
      const h = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      const mac = createHmac('sha256', 'x'.repeat(40)).update(`${h}.${payload}`).digest('base64url');
      return `${h}.${payload}.${mac}`;
    };
    const iat = Math.floor(now / 1000);
    expect(tokens.verify(sign({ sub: 42, iat, exp: iat + 600 }))).toMatchObject({ sub: 42 });
    expect(tokens.verify(sign({ sub: 42, iat, exp: iat + 601 }))).toBeUndefined();
    expect(tokens.verify(sign({ sub: 42, iat, exp: 9_999_999_999 }))).toBeUndefined();
    expect(tokens.verify(sign({ sub: 42, exp: iat + 60 }))).toBeUndefined();
    expect(tokens.verify(sign({ sub: 42, iat: iat + 3600, exp: iat + 3900 }))).toBeUndefined();
  });
});

describe('secrets are stored hashed', () => {
  it('matches the presented secret only', () => {
    const key = randomToken();
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const stored = hashSecret(key, 'app-secret');
    expect(stored).not.toContain(key);
    expect(matchesSecret(key, stored, 'app-secret')).toBe(true);
    expect(matchesSecret(`${key}x`, stored, 'app-secret')).toBe(false);
    expect(matchesSecret(key, stored, 'another-secret')).toBe(false);
  });
});

describe.each(engines)('the mail service and development mailbox on $name', (engine) => {
  const t = useTestApp(engine);

  it('records a mail in the outbox and lists it in the development mailbox', async () => {
    const id = await t.app.mail.send({ kind: 'notification', company: 'msic', to: 'Applicant@Example.com', subject: 'Hello', text: 'Body text' });
    expect(id).toBeGreaterThan(0);
    expect(t.app.mail.delivery).toBe('outbox');
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages?to=applicant@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ id, to: 'Applicant@Example.com', subject: 'Hello', text: 'Body text', kind: 'notification' })]);
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).toContain('Hello');
  });
});
