import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDb, type Db } from '../../db';

/**
 * `app.db`: the database given by the caller (tests pass a seeded one and close it themselves), or the one the
 * environment names (PostgreSQL for DATABASE_URL, PGlite under DATA_DIR otherwise), migrated and closed with the app.
 */
export default fp(
  async function dbPlugin(app: FastifyInstance, options: { db?: Db }) {
    const db = options.db ?? (await openDb(app.env));
    app.decorate('db', db);
    if (!options.db) app.addHook('onClose', () => db.close());
  },
  { name: 'db', decorators: { fastify: ['env'] } },
);
