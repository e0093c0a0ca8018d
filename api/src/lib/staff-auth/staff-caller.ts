import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BEARER_PREFIX } from 'shared-contracts';
import { STAFF_MESSAGES, type StaffRole } from 'shared-contracts/staff';
import { originMatcher } from '../../plugins/external/cors';
import { HttpError } from '../http-error';
import { credentialOf, operatorCredentials } from './operator-tokens';
import { sessionDigestOf } from './session-cookie';

/** Who calls the operator API: a signed-in staff member (their email) or a static operator token (its name). */
export interface StaffCaller {
  name: string;
  role: StaffRole;
  via: 'session' | 'token';
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a staff route needs of its caller's role (issue 42 added the releaser): `applications`, to read records
 * (viewer, officer); `officer`, to act on them; `releases`, to read the releases overview (officer, releaser);
 * `release`, to change a release: a releaser, or an operator token of an officer or releaser (the operator's
 * `npm run release`, which acts with the deployment's operator token). A releaser has no rights on applications.
 */
export type StaffNeed = 'applications' | 'officer' | 'releases' | 'release';

const ACCESS: Record<StaffNeed, { session: readonly StaffRole[]; token: readonly StaffRole[] }> = {
  applications: { session: ['viewer', 'officer'], token: ['viewer', 'officer'] },
  officer: { session: ['officer'], token: ['officer'] },
  releases: { session: ['officer', 'releaser'], token: ['officer', 'releaser'] },
  release: { session: ['releaser'], token: ['officer', 'releaser'] },
};

/** The caller when its role may do what the route needs; 403 otherwise. */
function allowed(who: StaffCaller, need: StaffNeed): StaffCaller {
  const access = ACCESS[need];
  if (!(who.via === 'token' ? access.token : access.session).includes(who.role)) throw new HttpError(403, STAFF_MESSAGES.roleRefused);
  return who;
}

/**
 * The check every staff and operator call makes. A bearer token must be one of OPERATOR_TOKENS (automation).
 * Otherwise the session cookie, whose idle clock the call restarts; an unsafe call with the cookie must come from
 * an allowed front end (Origin in STAFF_ORIGINS): SameSite=Strict already keeps other sites' requests from
 * carrying it, the Origin check is the second lock (issue 19, CSRF). 401 without either, 403 from another origin.
 */
export function createStaffGuard(app: FastifyInstance) {
  const credentials = operatorCredentials(app.env);
  const allowedOrigin = originMatcher(app.env.STAFF_ORIGINS);

  /** Refuses an unsafe request whose Origin is missing or not a staff front end's. */
  const checkOrigin = (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin || !allowedOrigin(origin)) throw new HttpError(403, STAFF_MESSAGES.originRefused);
  };

  /** The caller, or 401 (403 for an unsafe call with the cookie from another origin). */
  async function caller(request: FastifyRequest): Promise<StaffCaller> {
    const header = request.headers.authorization;
    if (header?.startsWith(BEARER_PREFIX)) {
      const credential = credentialOf(credentials, header.slice(BEARER_PREFIX.length).trim());
      if (!credential) {
        app.log.warn({ ip: request.ip }, 'operator API: refused credentials');
        throw new HttpError(401, STAFF_MESSAGES.signedOut);
      }
      return { name: credential.name, role: credential.role, via: 'token' };
    }
    const digest = sessionDigestOf(request);
    if (digest) {
      checkOrigin(request);
      const member = await app.staff.sessions.touch(digest, app.now());
      if (member) return { name: member.email, role: member.role, via: 'session' };
    }
    throw new HttpError(401, STAFF_MESSAGES.signedOut);
  }

  /** The caller when an officer; 403 for a viewer or a releaser. */
  async function officer(request: FastifyRequest): Promise<StaffCaller> {
    return allowed(await caller(request), 'officer');
  }

  const known = new WeakMap<FastifyRequest, StaffCaller>();

  /**
   * The hook that makes a route's caller known before its request is read or validated (`route(…, { onRequest })`),
   * so that a call without a session or token is a 401 whatever its query or body, and a call its role may not make
   * a 403: no stranger is told the valid stages or fields (issue 40). The handler reads the caller with `callerOf`.
   * What each need lets through: ACCESS.
   */
  const authenticate = (need: StaffNeed) => async (request: FastifyRequest) => {
    known.set(request, allowed(await caller(request), need));
  };

  /** The caller `authenticate` found for this request. */
  function callerOf(request: FastifyRequest): StaffCaller {
    const found = known.get(request);
    if (!found) throw new Error('A staff route must authenticate its caller first (route option onRequest: guard.authenticate(...))');
    return found;
  }

  return { checkOrigin, caller, officer, authenticate, callerOf };
}

export type StaffGuard = ReturnType<typeof createStaffGuard>;
