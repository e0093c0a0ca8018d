import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRepositories } from '../../repositories';

/**
 * The repositories (fastify/demo's decorated repositories, docs/decisions/041): `app.draftForms`, `app.formPayments`, `app.people`,
 * `app.inductions`, `app.operationalNeedRequests`, `app.mailOutbox` and `app.staff`, one per aggregate, each owning its SQL and
 * the encryption of what it stores. Routes call them; a method given a transaction runs in it.
 */
export default fp(
  async function repositories(app: FastifyInstance) {
    const repositories = createRepositories(app.db, app.env.DATA_ENCRYPTION_KEY);
    app.decorate('draftForms', repositories.draftForms);
    app.decorate('formPayments', repositories.formPayments);
    app.decorate('people', repositories.people);
    app.decorate('inductions', repositories.inductions);
    app.decorate('operationalNeedRequests', repositories.operationalNeedRequests);
    app.decorate('mailOutbox', repositories.mailOutbox);
    app.decorate('staff', repositories.staff);
  },
  { name: 'repositories', dependencies: ['db'], decorators: { fastify: ['env', 'db'] } },
);
