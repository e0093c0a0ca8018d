import { PeopleRecord } from 'shared-contracts/api';
import { AuditEntry } from 'shared-contracts/staff';
import * as z from 'zod/mini';

// The operator's params and action moved to the staff console's contract (shared-contracts/staff, issue 19).
export { OperatorAction, OPERATOR_ACTIONS, OperatorPeopleParams, AuditEntry } from 'shared-contracts/staff';

/** What a static operator token (automation, tools/ops.mjs) reads of a record. */
export const OperatorPersonView = z.object({
  trackingNumber: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  redacted: z.boolean(),
  person: PeopleRecord,
  audit: z.array(AuditEntry),
});
export type OperatorPersonView = z.infer<typeof OperatorPersonView>;
