import type { Db } from '../db/types';
import { dataKey } from '../lib/id-number-crypto';
import { createAbnRegisterRepository } from './abn-register';
import { createAccessFrequencyRepository } from './access-frequencies';
import { createAirportRepository } from './airports';
import { createClientErrorLogRepository } from './client-error-log';
import { createCountryRepository } from './countries';
import { createDraftFormRepository } from './draft-forms';
import { createEnquiryRepository } from './enquiries';
import { createFormPaymentRepository } from './form-payments';
import { createHealthCheckRepository } from './health-check';
import { createIdDocumentTypeRepository } from './id-document-types';
import { createInductionRepository } from './inductions';
import { createIssuingBodyRepository } from './issuing-bodies';
import { createLodgementOptionRepository } from './lodgement-options';
import { createMailOutboxRepository } from './mail-outbox';
import { createMissingPageLogRepository } from './missing-page-log';
import { createOperationalNeedCategoryRepository } from './operational-need-categories';
import { createOperationalNeedRequestRepository } from './operational-need-requests';
import { createOperationalNeedRepository } from './operational-needs';
import { createOperatorAuditLogRepository } from './operator-audit-log';
import { createPeopleRepository } from './people';
import { createReleaseEventRepository } from './release-events';
import { createReleaseHealthRepository } from './release-health';
import { createReleasePointerRepository } from './release-pointers';
import { createStaffRepository } from './staff';
import { createStaffAccessLog } from './staff-access-log';
import { createStateRepository } from './states';
import { createUsedCaptchaChallengeRepository } from './used-captcha-challenges';
import { createVerificationCodeRepository } from './verification-codes';

/**
 * Every repository over one database: what the repositories plugin decorates the app with, one per table or per
 * aggregate of tables (README.md; `REPOSITORIES` in src/architecture.test.ts holds which tables each owns).
 */
export function createRepositories(db: Db, dataEncryptionKey: string) {
  const key = dataKey(dataEncryptionKey);
  const draftForms = createDraftFormRepository(db, key);
  return {
    // the applicant's records
    draftForms,
    formPayments: createFormPaymentRepository(db),
    people: createPeopleRepository(db, draftForms),
    verificationCodes: createVerificationCodeRepository(db),
    inductions: createInductionRepository(db),
    operationalNeedRequests: createOperationalNeedRequestRepository(db),
    mailOutbox: createMailOutboxRepository(db),
    enquiries: createEnquiryRepository(db),
    usedCaptchaChallenges: createUsedCaptchaChallengeRepository(db),
    // staff and operators
    staff: createStaffRepository(db, key),
    staffAccessLog: createStaffAccessLog(db),
    operatorAuditLog: createOperatorAuditLogRepository(db),
    // releases (issue 42): the pointers the static servers read, their audit, the real-user health per minute
    releasePointers: createReleasePointerRepository(db),
    releaseEvents: createReleaseEventRepository(db),
    releaseHealth: createReleaseHealthRepository(db),
    // what the browser reports
    clientErrorLog: createClientErrorLogRepository(db),
    missingPageLog: createMissingPageLogRepository(db),
    // reference data, read only (seeded by the migrations)
    operationalNeeds: createOperationalNeedRepository(db),
    operationalNeedCategories: createOperationalNeedCategoryRepository(db),
    accessFrequencies: createAccessFrequencyRepository(db),
    issuingBodies: createIssuingBodyRepository(db),
    countries: createCountryRepository(db),
    states: createStateRepository(db),
    airports: createAirportRepository(db),
    idDocumentTypes: createIdDocumentTypeRepository(db),
    lodgementOptions: createLodgementOptionRepository(db),
    abnRegister: createAbnRegisterRepository(db),
    // the health check's one statement of no table
    healthCheck: createHealthCheckRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
export type { AbnRegisterRepository, RegisteredAbn } from './abn-register';
export type { AccessFrequencyRepository, AccessFrequencyRow } from './access-frequencies';
export type { AirportRepository, AirportRow } from './airports';
export type { ClientErrorLogRepository } from './client-error-log';
export type { CountryRepository, CountryRow } from './countries';
export type { DraftFormRepository, DraftFormRow } from './draft-forms';
export type { EnquiryRepository } from './enquiries';
export type { FormPaymentRepository, PaymentAttempt, PaymentStatus } from './form-payments';
export type { HealthCheckRepository } from './health-check';
export type { IdDocumentTypeRepository, IdDocumentTypeRow } from './id-document-types';
export type { InductionRepository, EnrolmentRow, StoredModule, StoredProgramme, StoredQuestion, StoredSlide } from './inductions';
export type { IssuingBodyRepository, IssuingBodyRow } from './issuing-bodies';
export type { LodgementOptionRepository, LodgementOptionRow } from './lodgement-options';
export type { MailOutboxRepository } from './mail-outbox';
export type { MissingPageLogRepository } from './missing-page-log';
export type { OperationalNeedCategoryRepository, OperationalNeedCategoryRow } from './operational-need-categories';
export type { OperationalNeedRequestRepository, OperationalNeedRequestRow } from './operational-need-requests';
export type { OperationalNeedRepository, OperationalNeedRow } from './operational-needs';
export type { OperatorAuditLogRepository } from './operator-audit-log';
export type { PeopleRepository, PersonRow } from './people';
export type { ReleaseEventRepository, ReleaseEventRow } from './release-events';
export type { HealthCounts, HealthMinuteRow, ReleaseHealthRepository } from './release-health';
export type { ReleasePointerRepository, RemoteReleaseRow, RemoteReleaseState } from './release-pointers';
export type { StaffRepository, StaffRow } from './staff';
export type { StaffAccessLogRepository } from './staff-access-log';
export type { StateRepository, StateRow } from './states';
export type { UsedCaptchaChallengeRepository } from './used-captcha-challenges';
export type { VerificationCodeRepository, VerificationCodeRow } from './verification-codes';
