import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRepositories } from '../../repositories';

/**
 * The repositories (fastify/demo's decorated repositories, docs/decisions/088): one per table or aggregate of tables
 * (repositories/README.md), each owning its SQL and the encryption of what it stores. Routes, lib/ and the services
 * call them and hold no SQL; a method given a transaction runs in it.
 */
export default fp(
  async function repositories(app: FastifyInstance) {
    const repositories = createRepositories(app.db, app.env.DATA_ENCRYPTION_KEY);
    app.decorate('draftForms', repositories.draftForms);
    app.decorate('formPayments', repositories.formPayments);
    app.decorate('people', repositories.people);
    app.decorate('verificationCodes', repositories.verificationCodes);
    app.decorate('inductions', repositories.inductions);
    app.decorate('operationalNeedRequests', repositories.operationalNeedRequests);
    app.decorate('mailOutbox', repositories.mailOutbox);
    app.decorate('enquiries', repositories.enquiries);
    app.decorate('usedCaptchaChallenges', repositories.usedCaptchaChallenges);
    app.decorate('staff', repositories.staff);
    app.decorate('staffAccessLog', repositories.staffAccessLog);
    app.decorate('operatorAuditLog', repositories.operatorAuditLog);
    app.decorate('releasePointers', repositories.releasePointers);
    app.decorate('releaseEvents', repositories.releaseEvents);
    app.decorate('releaseHealth', repositories.releaseHealth);
    app.decorate('clientErrorLog', repositories.clientErrorLog);
    app.decorate('missingPageLog', repositories.missingPageLog);
    app.decorate('operationalNeeds', repositories.operationalNeeds);
    app.decorate('operationalNeedCategories', repositories.operationalNeedCategories);
    app.decorate('accessFrequencies', repositories.accessFrequencies);
    app.decorate('issuingBodies', repositories.issuingBodies);
    app.decorate('countries', repositories.countries);
    app.decorate('states', repositories.states);
    app.decorate('airports', repositories.airports);
    app.decorate('idDocumentTypes', repositories.idDocumentTypes);
    app.decorate('lodgementOptions', repositories.lodgementOptions);
    app.decorate('abnRegister', repositories.abnRegister);
    app.decorate('healthCheck', repositories.healthCheck);
  },
  { name: 'repositories', dependencies: ['db'], decorators: { fastify: ['env', 'db'] } },
);
