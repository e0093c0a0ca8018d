import type { FastifyInstance } from 'fastify';
import captchaRoutes from './captcha';
import countryRoutes from './country';
import formsRoutes from './forms';
import devMailboxRoutes from './dev-mailbox';
import formRoutes from './form';
import formMailRoutes from './mail';
import sharedDataRoutes from './shared-data';
import downloadRoutes from './download';
import healthRoutes from './health';
import idDocumentRoutes from './id-documents';
import issuingBodyRoutes from './issuing-body';
import loggerRoutes from './logger';
import loginRoutes from './login';
import missingPageRoutes from './missing-page';
import operationalNeedRoutes from './operational-need';
import operatorRoutes from './operator';
import staffRoutes from './staff';
import peopleRoutes from './people';
import accessFrequencyRoutes from './operational-need-access-frequency';
import operationalNeedCategoryRoutes from './operational-need-category';
import peopleOperationalNeedFormRoutes from './people-operational-need-form';
import stateRoutes from './state';
import foreignCardRoutes from './foreign-card';
import inductionRoutes from './induction';
import inductionCertificateRoutes from './induction-certificates';
import peopleInductionRoutes from './people-inductions';
import registerRoutes from './register';
import releaseRoutes from './releases';
import metricsRoutes from './metrics';

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
  await app.register(peopleOperationalNeedFormRoutes);
  await app.register(loggerRoutes);
  await app.register(missingPageRoutes);
  await app.register(healthRoutes);
  await app.register(devMailboxRoutes);
  await app.register(formRoutes);
  await app.register(formMailRoutes);
  await app.register(sharedDataRoutes);
  await app.register(captchaRoutes);
  await app.register(formsRoutes);
  await app.register(loginRoutes);
  await app.register(peopleRoutes);
  await app.register(downloadRoutes);
  await app.register(operatorRoutes);
  await app.register(staffRoutes);
  await app.register(inductionRoutes);
  await app.register(inductionCertificateRoutes);
  await app.register(foreignCardRoutes);
  await app.register(registerRoutes);
  await app.register(peopleInductionRoutes);
  await app.register(releaseRoutes);
  await app.register(metricsRoutes);
}
