import type { FastifyInstance } from 'fastify';
import countryRoutes from './country';
import devMailboxRoutes from './dev-mailbox';
import healthRoutes from './health';
import idDocumentRoutes from './id-documents';
import issuingBodyRoutes from './issuing-body';
import loggerRoutes from './logger';
import missingPageRoutes from './missing-page';
import operationalNeedRoutes from './operational-need';
import accessFrequencyRoutes from './operational-need-access-frequency';
import operationalNeedCategoryRoutes from './operational-need-category';
import stateRoutes from './state';

/**
 * Every resource folder, listed rather than autoloaded so that the esbuild bundle sees each one. A later issue
 * adds its folder (form, login, people, induction, ...) here. Paths come from the endpoint table, so no prefix.
 */
export default async function routes(app: FastifyInstance) {
  await app.register(countryRoutes);
  await app.register(stateRoutes);
  await app.register(issuingBodyRoutes);
  await app.register(idDocumentRoutes);
  await app.register(operationalNeedRoutes);
  await app.register(operationalNeedCategoryRoutes);
  await app.register(accessFrequencyRoutes);
  await app.register(loggerRoutes);
  await app.register(missingPageRoutes);
  await app.register(healthRoutes);
  await app.register(devMailboxRoutes);
}
