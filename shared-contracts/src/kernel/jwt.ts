/** Spec §8, verbatim (never shown to the user). */
export const JWT_ERRORS = {
  parts: 'JWT must have 3 parts',
  decode: 'Cannot decode the token',
  base64: 'Illegal base64url string!',
} as const;

export interface JwtPayload {
  /** seconds since the epoch */
  exp?: number;
  iat?: number;
  /** the people id */
  sub?: string;
  [claim: string]: unknown;
}

function urlBase64Decode(segment: string): string {
  let output = segment.replace(/-/g, '+').replace(/_/g, '/');
  switch (output.length % 4) {
    case 0:
      break;
    case 2:
      output += '==';
      break;
    case 3:
      output += '=';
      break;
    default:
      throw new Error(JWT_ERRORS.base64);
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(output)) throw new Error(JWT_ERRORS.base64);
  const binary = atob(output);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Without verifying its signature: the server verifies; the client only reads the expiry. */
export function decodeJwt<T extends object = JwtPayload>(token: string): T {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error(JWT_ERRORS.parts);
  const decoded = urlBase64Decode(parts[1] as string);
  if (!decoded) throw new Error(JWT_ERRORS.decode);
  let payload: unknown;
  try {
    payload = JSON.parse(decoded);
  } catch {
    throw new Error(JWT_ERRORS.decode);
  }
  if (typeof payload !== 'object' || payload === null) throw new Error(JWT_ERRORS.decode);
  return payload as T;
}

/** Never throws: a stored value the client cannot decode must not take the site down. */
export type TokenState = 'none' | 'unreadable' | 'expired' | 'valid';

export function tokenState(token: string | null | undefined, now: number = Date.now()): TokenState {
  if (!token) return 'none';
  let exp: unknown;
  try {
    ({ exp } = decodeJwt(token));
  } catch {
    return 'unreadable';
  }
  return typeof exp === 'number' && new Date(exp * 1000).getTime() <= now ? 'expired' : 'valid';
}

/** Spec §4 */
export function isAuthenticated(state: { token?: string | null }, now: number = Date.now()): boolean {
  return tokenState(state.token, now) === 'valid';
}
