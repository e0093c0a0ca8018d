/** Token decoding errors of spec §8, verbatim (internal, never shown to the user). */
export const JWT_ERRORS = {
  parts: 'JWT must have 3 parts',
  decode: 'Cannot decode the token',
  base64: 'Illegal base64url string!',
} as const;

/** The claims the portal reads; the server may add more. */
export interface JwtPayload {
  /** expiry, seconds since the epoch */
  exp?: number;
  iat?: number;
  /** the people id */
  sub?: string;
  [claim: string]: unknown;
}

/**
 * Decodes one base64url segment to text (UTF-8). Throws 'Illegal base64url string!' for a length no base64
 * text can have, or for characters outside the alphabet (spec §8).
 */
export function urlBase64Decode(segment: string): string {
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

/**
 * The payload of a JWT, without verifying its signature (the server verifies; the client only reads the expiry).
 * Throws 'JWT must have 3 parts', 'Illegal base64url string!' or 'Cannot decode the token' (spec §8).
 */
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

/** The expiry of a token, or null when it has none. */
export function tokenExpirationDate(token: string): Date | null {
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? new Date(exp * 1000) : null;
}

/**
 * Whether the token has expired at `now` (ms), `offsetSeconds` early. A token without expiry never expires;
 * a token that cannot be decoded throws (see decodeJwt).
 */
export function isTokenExpired(token: string, now: number = Date.now(), offsetSeconds = 0): boolean {
  const expiry = tokenExpirationDate(token);
  if (!expiry) return false;
  return expiry.getTime() <= now + offsetSeconds * 1000;
}

/**
 * What a stored token is worth, without ever throwing (issue 16: a value the client cannot decode, such as
 * `localStorage.token = 'not-a-jwt'`, must not take the site down): none, unreadable (any of the §8 decoding
 * errors), expired, or valid.
 */
export type TokenState = 'none' | 'unreadable' | 'expired' | 'valid';

export function tokenState(token: string | null | undefined, now: number = Date.now()): TokenState {
  if (!token) return 'none';
  try {
    return isTokenExpired(token, now) ? 'expired' : 'valid';
  } catch {
    return 'unreadable';
  }
}

/** A user is authenticated if a token exists and is not expired (spec §4); an unreadable token is not. */
export function isAuthenticated(state: { token?: string | null }, now: number = Date.now()): boolean {
  return tokenState(state.token, now) === 'valid';
}
