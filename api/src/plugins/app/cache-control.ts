import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Nothing the API answers is cacheable unless its route says so (`config: { publicCacheSeconds }`), so a response
 * with personal data can never be stored by a browser or a proxy by omission (ARCHITECTURE.md, Security model).
 * Reference data opts in.
 */
export default fp(
  async function cacheControl(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.hasHeader('cache-control')) return payload;
      const seconds = request.routeOptions.config.publicCacheSeconds;
      reply.header('cache-control', seconds && reply.statusCode === 200 ? `public, max-age=${seconds}` : 'no-store');
      return payload;
    });
  },
  { name: 'cache-control' },
);
