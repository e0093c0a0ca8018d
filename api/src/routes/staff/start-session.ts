import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Queryable } from '../../db';
import { newSessionId, setSessionCookie } from '../../lib/staff-auth/session-cookie';

/** Opens a session for the member and sets its cookie; only the digest of its id is stored. */
export async function startSession(app: FastifyInstance, reply: FastifyReply, staffId: number, q?: Queryable): Promise<void> {
  const { id, digest } = newSessionId();
  await app.staff.sessions.create(digest, staffId, app.now(), q);
  setSessionCookie(reply, id);
}
