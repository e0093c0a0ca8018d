import cors, { type FastifyCorsOptionsDelegateCallback } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Request headers the front ends send (spec §7): company variant, site type, form key, bearer token; a create's start key. */
export const ALLOWED_HEADERS = ['Company', 'WebsiteType', 'FormKey', 'Authorization', 'Content-Type', 'Idempotency-Key'];

/** 'http://*.localhost:3000' matches any sub-domain of localhost:3000; other entries match exactly. */
export function originMatcher(patterns: readonly string[]): (origin: string) => boolean {
  const exact = new Set(patterns.filter((p) => !p.includes('*')));
  const wildcards = patterns
    .filter((p) => p.includes('*'))
    .map((p) => new RegExp(`^${p.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&')).join('[a-z0-9-]+(?:\\.[a-z0-9-]+)*')}$`, 'i'));
  return (origin) => exact.has(origin) || wildcards.some((re) => re.test(origin));
}

/** The calls of the staff console, which carry the staff session cookie (issue 19). */
export const isStaffPath = (url: string) => url.startsWith('/api/staff/') || url.startsWith('/api/operator/');

export default fp(
  async function corsPlugin(app: FastifyInstance) {
    const allowed = originMatcher(app.env.CORS_ORIGINS);
    const allowedStaff = originMatcher(app.env.STAFF_ORIGINS);
    const common = {
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: ALLOWED_HEADERS,
      // the client reads only JSON bodies and standard headers; Content-Disposition names downloaded PDFs
      exposedHeaders: ['Content-Disposition'],
      maxAge: 600,
    };
    const applicant = { ...common, origin: (origin: string | undefined, cb: (err: null, allow: boolean) => void) => cb(null, origin === undefined || allowed(origin)) };
    // credentials (the cookie) for the staff calls from the staff front ends only: the applicant's API keeps its
    // bearer model and never answers a credentialed request
    const staff = {
      ...common,
      credentials: true,
      origin: (origin: string | undefined, cb: (err: null, allow: boolean) => void) => cb(null, origin === undefined || allowedStaff(origin)),
    };
    const optionsFor: FastifyCorsOptionsDelegateCallback = (request, cb) => cb(null, isStaffPath(request.url ?? '') ? staff : applicant);
    await app.register(cors, () => optionsFor);
  },
  { name: 'cors', decorators: { fastify: ['env'] } },
);
