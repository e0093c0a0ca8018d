import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers. The API answers JSON and PDFs to pages on other origins, so its resources may be read
 * cross-origin (CORS still decides who may read them); everything else keeps helmet's strict defaults.
 * Caching is decided per route by the cache-control app plugin (personal data is never cacheable).
 */
export default fp(
  async function helmetPlugin(app: FastifyInstance) {
    await app.register(helmet, {
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // the API serves no page: nothing it answers may load, run, frame or submit anything (helmet's page defaults
      // such as style-src 'unsafe-inline' are left out on purpose)
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] } },
    });
  },
  { name: 'helmet' },
);
