// The release pointers as the static servers see them (issue 42): which published release of each remote a visitor
// gets. The pointers live in the API's database (GET /api/releases, shared-contracts/releases `releasePointers`);
// every static-server process reads them with a cache of at most 2 s, so two processes agree within seconds of a
// release or a rollback. When the API does not answer, the last pointers read are served (before any, every remote's
// built-in 1.0.0): a page is never refused for want of them.
//
// A canary is served to a share of visitors, sticky per visitor: each visitor has an anonymous random id in the
// `msic_visitor` cookie (nothing else: no personal data), and gets the canary of a remote when
// hash(remote + id) mod 100 < percent.
import { createHash, randomBytes } from 'node:crypto';

/** The build the shell ships with: a remote never released is served from its origin's root. */
export const BUILT_IN_RELEASE = '1.0.0';
/** shared-contracts/releases RELEASE_VISITOR_COOKIE (the tools are plain JavaScript: the tests hold the two equal). */
export const VISITOR_COOKIE = 'msic_visitor';
/** shared-contracts/releases ReleaseVersion */
export const RELEASE_VERSION = /^\d+\.\d+\.\d+(-[0-9a-f]{10})?$/;

export const REMOTE_PACKAGES = {
  application: 'mfe-application',
  statusTracking: 'mfe-status-tracking',
  induction: 'mfe-induction',
  opneedSigning: 'mfe-opneed-signing',
  content: 'mfe-content',
  staffConsole: 'mfe-staff-console',
};

/** Accepts a remote key (content) or its package name (mfe-content). */
export function remoteKey(name) {
  if (Object.hasOwn(REMOTE_PACKAGES, name)) return name;
  const found = Object.entries(REMOTE_PACKAGES).find(([, pkg]) => pkg === name);
  if (!found) throw new Error(`Unknown remote "${name}": one of ${Object.keys(REMOTE_PACKAGES).join(', ')} (or its package name)`);
  return found[0];
}

/** No pointer at all: every remote on its built-in release. */
export const NO_POINTERS = Object.freeze({ remotes: Object.freeze({}) });

/**
 * The pointers of an answer of GET /api/releases, keeping only what is well formed (a remote unknown or a pointer
 * malformed is left out: that remote stays on its built-in release), or undefined when the answer is not pointers.
 * @returns {{ remotes: Record<string, { stable: string, canary: { version: string, percent: number } | null }> } | undefined}
 */
export function parsePointers(body) {
  if (!body || typeof body !== 'object' || !body.remotes || typeof body.remotes !== 'object') return undefined;
  const remotes = {};
  for (const [key, pointer] of Object.entries(body.remotes)) {
    if (!Object.hasOwn(REMOTE_PACKAGES, key) || !pointer || typeof pointer.stable !== 'string' || !RELEASE_VERSION.test(pointer.stable)) continue;
    const { canary } = pointer;
    const validCanary = canary && typeof canary.version === 'string' && RELEASE_VERSION.test(canary.version) && Number.isInteger(canary.percent) && canary.percent >= 1 && canary.percent <= 99;
    remotes[key] = { stable: pointer.stable, canary: validCanary ? { version: canary.version, percent: canary.percent } : null };
  }
  return { remotes };
}

/** The visitor's bucket for a remote, 0..99: the first 32 bits of sha256(remote + id), mod 100. */
export function visitorBucket(remote, visitorId) {
  return createHash('sha256').update(`${remote}${visitorId}`).digest().readUInt32BE(0) % 100;
}

/**
 * The release a visitor gets of a remote: the canary when the visitor's bucket is under its share, else stable; a
 * request without a visitor (a crawler refusing cookies is given one on every answer) gets stable.
 * @returns {{ version: string, canary: boolean }}
 */
export function releaseFor(remote, pointer, visitorId) {
  if (!pointer) return { version: BUILT_IN_RELEASE, canary: false };
  if (pointer.canary && visitorId && visitorBucket(remote, visitorId) < pointer.canary.percent) return { version: pointer.canary.version, canary: true };
  return { version: pointer.stable, canary: false };
}

const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The visitor id of a Cookie header, when it holds a well-formed one. */
export function visitorOf(cookieHeader = '') {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === VISITOR_COOKIE) {
      const id = value.join('=');
      return VISITOR_ID.test(id) ? id : undefined;
    }
  }
  return undefined;
}

/** A new visitor id: 128 random bits, nothing derived from the request. */
export const newVisitorId = () => randomBytes(16).toString('base64url');

/** 400 days: the longest a browser keeps a cookie (Chromium caps Max-Age there). */
const VISITOR_MAX_AGE = 400 * 24 * 60 * 60;

/** The Set-Cookie value that gives a visitor its id: HttpOnly (no script reads it), SameSite=Lax, long-lived. */
export function visitorCookie(id, { secure = false } = {}) {
  return `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${VISITOR_MAX_AGE}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Where a static server reads the pointers: RELEASES_URL, else the API's GET /api/releases at API_BASE. `off` (the
 * dev loop, which serves what is built or in source) reads none: every remote on its built-in release.
 */
export function pointersUrl(env = process.env) {
  if (env.RELEASES_URL === 'off') return undefined;
  if (env.RELEASES_URL) return env.RELEASES_URL;
  return `${(env.API_BASE ?? 'http://localhost:8080').replace(/\/+$/, '')}/api/releases`;
}

/** A fixed set of pointers (tests, and a server told to read none). */
export function fixedPointers(pointers = NO_POINTERS) {
  let current = pointers;
  return {
    get: async () => current,
    last: () => current,
    set(next) {
      current = next;
    },
  };
}

/**
 * The pointers read from the API, each read kept at most `ttlMs` (2 s): a request past that waits for a new read
 * (at most `timeoutMs`), shared by the requests meanwhile; a read that fails keeps the last pointers, and is tried
 * again a second later.
 * @param {{ url?: string, ttlMs?: number, timeoutMs?: number, retryMs?: number, fetch?: typeof fetch }} options
 */
export function apiPointers({ url, ttlMs = 2_000, timeoutMs = 1_000, retryMs = 1_000, fetch: fetcher = globalThis.fetch } = {}) {
  if (!url) return fixedPointers();
  let current = NO_POINTERS;
  let until = 0;
  let pending;
  const read = () => {
    pending ??= fetcher(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body) => {
        const pointers = parsePointers(body);
        if (!pointers) throw new Error('not pointers');
        current = pointers;
        until = Date.now() + ttlMs;
      })
      .catch(() => {
        until = Date.now() + Math.min(retryMs, ttlMs);
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
  return {
    async get() {
      if (Date.now() >= until) await read();
      return current;
    },
    last: () => current,
  };
}

/** The pointers a static server reads for an environment (see pointersUrl). */
export const pointerSource = (env = process.env) => apiPointers({ url: pointersUrl(env) });
