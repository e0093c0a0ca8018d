import { DECISION_NOT_APPROVED } from 'shared-contracts';
import { IsoDate, PeopleRecord, printable } from 'shared-contracts/api';
import { PERSON_REFERENCE_PATTERN } from 'shared-contracts/validators';
import * as z from 'zod/mini';

/**
 * The operator API's own contract. It is not in the shared endpoint table on purpose: no front end calls it, so
 * its shapes never reach a browser bundle. The CLI (tools/ops.mjs) and the end-to-end tests call it.
 */
/** A people record by id or by tracking number (VEP/VEA + 7 digits, any case). */
export const OperatorPeopleParams = z.object({ ref: z.string().check(z.regex(PERSON_REFERENCE_PATTERN, 'Expected a people id or a tracking number')) });

const at = z.optional(IsoDate);
export const OperatorAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('interview'), at }),
  z.object({ action: z.literal('payment'), at }),
  z.object({ action: z.literal('ops-approval'), at }),
  z.object({ action: z.literal('auscheck-upload'), at }),
  z.object({ action: z.literal('decision'), decision: z.enum(['Y', DECISION_NOT_APPROVED]), certdate: z.optional(IsoDate) }),
  z.object({ action: z.literal('dispatch'), method: printable(100).check(z.minLength(1, 'Say how the card was sent')), postedDate: IsoDate }),
  z.object({ action: z.literal('redact') }),
]);
export type OperatorAction = z.infer<typeof OperatorAction>;
export const OPERATOR_ACTIONS = ['interview', 'payment', 'ops-approval', 'auscheck-upload', 'decision', 'dispatch', 'redact'] as const;

export const AuditEntry = z.object({
  action: z.string(),
  operator: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

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
