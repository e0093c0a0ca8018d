import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashReference, randomToken } from '../secrets';

/**
 * The staff session cookie (docs/decisions/052): 32 random bytes; HttpOnly (no script reads it), Secure (a browser
 * treats http://localhost as secure, so development works too), SameSite=Strict (another site's page cannot make
 * the browser send it) and Path=/api (the API only). No Max-Age: it ends with the browser, and the server ends it
 * sooner (15 minutes idle, 8 hours in all).
 */
export const STAFF_COOKIE = 'msic_staff';
const ATTRIBUTES = 'HttpOnly; Secure; SameSite=Strict; Path=/api';

/** A new session id and the digest the database stores instead of it. */
export function newSessionId(): { id: string; digest: string } {
  const id = randomToken(32);
  return { id, digest: hashReference(id) };
}

/** The digest of the request's session cookie, or undefined without one. */
export function sessionDigestOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === STAFF_COOKIE) {
      const id = value.join('=');
      return /^[A-Za-z0-9_-]{43}$/.test(id) ? hashReference(id) : undefined;
    }
  }
  return undefined;
}

export const setSessionCookie = (reply: FastifyReply, id: string) => reply.header('set-cookie', `${STAFF_COOKIE}=${id}; ${ATTRIBUTES}`);
export const clearSessionCookie = (reply: FastifyReply) => reply.header('set-cookie', `${STAFF_COOKIE}=; ${ATTRIBUTES}; Max-Age=0`);
