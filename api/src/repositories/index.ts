import type { Db } from '../db/types';
import { dataKey } from '../lib/id-number-crypto';
import { createDraftFormRepository } from './draft-forms';
import { createFormPaymentRepository } from './form-payments';
import { createInductionRepository } from './inductions';
import { createMailOutboxRepository } from './mail-outbox';
import { createOperationalNeedRequestRepository } from './operational-need-requests';
import { createPeopleRepository } from './people';
import { createStaffRepository } from './staff';

/** Every repository over one database: what the repositories plugin decorates the app with. */
export function createRepositories(db: Db, dataEncryptionKey: string) {
  const key = dataKey(dataEncryptionKey);
  const draftForms = createDraftFormRepository(db, key);
  return {
    draftForms,
    formPayments: createFormPaymentRepository(db),
    people: createPeopleRepository(db, draftForms),
    inductions: createInductionRepository(db),
    operationalNeedRequests: createOperationalNeedRequestRepository(db),
    mailOutbox: createMailOutboxRepository(db),
    staff: createStaffRepository(db, key),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
export type { DraftFormRepository, DraftFormRow } from './draft-forms';
export type { FormPaymentRepository, PaymentAttempt, PaymentStatus } from './form-payments';
export type { PeopleRepository, PersonRow } from './people';
export type { InductionRepository, EnrolmentRow, StoredModule, StoredProgramme, StoredQuestion, StoredSlide } from './inductions';
export type { OperationalNeedRequestRepository, OperationalNeedRequestRow } from './operational-need-requests';
export type { MailOutboxRepository } from './mail-outbox';
export type { StaffRepository, StaffRow } from './staff';
