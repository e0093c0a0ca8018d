import * as z from 'zod/mini';
import { Timestamp } from '../rules/common';
import { IncompleteInductions } from '../induction/induction';
import { PeopleRecord } from '../tracking/people-record';
import { OPERATOR_ACTIONS } from './operator-action';
import { QUEUE_STAGES } from './queue-stage';

export const AuditEntry = z.object({
  action: z.string(),
  operator: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** Failed once the worker gave up. */
export const OutboxMail = z.object({
  id: z.int(),
  subject: z.string(),
  to: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.int(),
  lastError: z.nullable(z.string()),
  createdAt: Timestamp,
  sentAt: z.nullable(Timestamp),
});
export type OutboxMail = z.infer<typeof OutboxMail>;

/** As the status page offers them to the applicant. */
export const STAFF_DOCUMENT_KINDS = ['application-form', 'invoice', 'operational-need-letter', 'certificate'] as const;
export const StaffDocumentKind = z.enum(STAFF_DOCUMENT_KINDS);
export type StaffDocumentKind = z.infer<typeof StaffDocumentKind>;
export const STAFF_DOCUMENT_LABELS: Record<StaffDocumentKind, string> = {
  'application-form': 'Application form',
  invoice: 'Tax invoice',
  'operational-need-letter': 'Signed operational-need letter',
  certificate: 'Certificate',
};

/** A look at a record's personal data (the access log). */
export const RecordView = z.object({ staff: z.string(), what: z.string(), at: Timestamp });
export type RecordView = z.infer<typeof RecordView>;

export const StaffApplicationView = z.object({
  trackingNumber: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  stage: z.enum(QUEUE_STAGES),
  redacted: z.boolean(),
  person: PeopleRecord,
  documents: z.array(z.object({ kind: StaffDocumentKind, label: z.string(), available: z.boolean() })),
  /** null for an application that takes none */
  induction: z.nullable(IncompleteInductions),
  audit: z.array(AuditEntry),
  /** newest first */
  views: z.array(RecordView),
  mail: z.array(OutboxMail),
  /** empty for a viewer */
  actions: z.array(z.enum(OPERATOR_ACTIONS)),
});
export type StaffApplicationView = z.infer<typeof StaffApplicationView>;
