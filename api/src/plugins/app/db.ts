import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDb, type Db } from '../../db';
import { dataKey } from '../../lib/id-number-crypto';
import { sealLegacyIdNumbers } from '../../repositories/draft-forms';

/**
 * `app.db`: the database given by the caller (tests pass a seeded one and close it themselves), or the one the
 * environment names (PostgreSQL for DATABASE_URL, PGlite under DATA_DIR otherwise), migrated and closed with the app.
 * After the SQL migrations, the data migration of identity-document encryption seals numbers stored before it.
 */
export default fp(
  async function dbPlugin(app: FastifyInstance, options: { db?: Db }) {
    // a statement or transaction retried after a lost connection (issue 16): logged, never seen by the applicant
    const onRetry = ({ loss, error }: { loss: string; error: unknown }) => app.log.warn({ loss, err: error }, 'database connection lost; retried once on a fresh connection');
    const db = options.db ?? (await openDb(app.env, { onRetry }));
    app.decorate('db', db);
    if (!options.db) {
      app.addHook('onClose', () => db.close());
      const sealed = await sealLegacyIdNumbers(db, dataKey(app.env.DATA_ENCRYPTION_KEY));
      if (sealed) app.log.info({ rows: sealed }, 'sealed identity-document numbers stored before encryption');
    }
  },
  { name: 'db', decorators: { fastify: ['env'] } },
);
