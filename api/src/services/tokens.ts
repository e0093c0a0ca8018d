import { createHmac, timingSafeEqual } from 'node:crypto';

/** The claims of a status-page token (spec §6): the people record it may read, and when it expires. */
export interface TokenClaims {
  /** people id */
  sub: number;
  /** expiry, seconds since the epoch */
  exp: number;
  /** issued at */
  iat: number;
}

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** replicas' clocks may differ a little: a token issued by one is accepted by another this far behind */
const CLOCK_SKEW_MS = 30_000;

/**
 * Signed, short-lived bearer tokens (HS256 JWT with APP_SECRET). The browser decodes them only to read the expiry
 * (shared-contracts decodeJwt); the server verifies the signature and expiry on every protected call.
 */
export function createTokenService(secret: string, ttlSeconds: number, now: () => number = Date.now) {
  const sign = (data: string) => createHmac('sha256', secret).update(data).digest('base64url');
  return {
    ttlSeconds,
    issue(peopleId: number): string {
      const iat = Math.floor(now() / 1000);
      const header = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
      const payload = b64(JSON.stringify({ sub: peopleId, iat, exp: iat + ttlSeconds }));
      return `${header}.${payload}.${sign(`${header}.${payload}`)}`;
    },
    /** The claims of a valid, unexpired token no longer-lived than the TTL; undefined for anything else. */
    verify(token: string | undefined): TokenClaims | undefined {
      if (!token) return undefined;
      const parts = token.split('.');
      if (parts.length !== 3) return undefined;
      const [header, payload, signature] = parts as [string, string, string];
      const expected = Buffer.from(sign(`${header}.${payload}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<TokenClaims>;
        if (typeof claims.sub !== 'number' || typeof claims.exp !== 'number' || typeof claims.iat !== 'number') return undefined;
        if (claims.exp * 1000 <= now()) return undefined;
        // issue 16: a token may not live longer than the configured TTL (one signed with a far expiry, or under an
        // earlier, longer TTL) nor claim to be issued in the future
        if (claims.exp - claims.iat > ttlSeconds || claims.iat * 1000 > now() + CLOCK_SKEW_MS) return undefined;
        return { sub: claims.sub, exp: claims.exp, iat: claims.iat };
      } catch {
        return undefined;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
