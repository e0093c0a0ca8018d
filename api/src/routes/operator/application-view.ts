import type { FastifyInstance } from 'fastify';
import { allowedActions, queueStageOf, STAFF_DOCUMENT_KINDS, STAFF_DOCUMENT_LABELS, type AuditEntry, type OutboxMail, type StaffApplicationView } from 'shared-contracts/staff';
import { isoTimestamp } from '../../lib/dates';
import { inductionList } from '../../lib/induction-status';
import { actionStateOf, toPeopleRecord, trackingNumberOf, type PersonRow } from '../../lib/people-record';
import type { StaffCaller } from '../../lib/staff-auth/staff-caller';
import type { RecipientMail } from '../../repositories/mail-outbox';
import { availableDocuments } from './documents';

/** A mail of the outbox as the console shows it. */
export const outboxMailOf = (m: RecipientMail): OutboxMail => ({
  id: Number(m.id),
  subject: m.subject,
  to: m.to_address,
  status: m.sent_at ? 'sent' : m.failed_at ? 'failed' : 'pending',
  attempts: m.attempts,
  lastError: m.error,
  createdAt: isoTimestamp(m.created_at) ?? '',
  sentAt: isoTimestamp(m.sent_at),
});

async function auditOf(app: FastifyInstance, peopleId: number): Promise<AuditEntry[]> {
  const rows = await app.operatorAuditLog.of(peopleId);
  return rows.map((a) => ({ action: a.action, operator: a.operator, details: a.details ?? {}, createdAt: isoTimestamp(a.created_at) ?? '' }));
}

/**
 * Everything the console shows of an application: the people record with every answer the status page reads,
 * its stage, documents, induction progress, audit log, who looked at it, its mail, and the actions the caller
 * may record now (none for a viewer).
 */
export async function applicationView(app: FastifyInstance, person: PersonRow, caller: StaffCaller): Promise<StaffApplicationView> {
  const record = await toPeopleRecord(app, person);
  const documents = await availableDocuments(app, person);
  const induction = await inductionList(app.inductions, person.id);
  return {
    trackingNumber: trackingNumberOf(person),
    name: [person.firstname, person.middlenames, person.surname].filter(Boolean).join(' '),
    email: person.email,
    company: person.company,
    stage: queueStageOf(record),
    redacted: Boolean(person.redacted_at),
    person: record,
    documents: STAFF_DOCUMENT_KINDS.map((kind) => ({ kind, label: STAFF_DOCUMENT_LABELS[kind], available: documents[kind] })),
    induction: induction.inductions.length ? induction : null,
    audit: await auditOf(app, person.id),
    views: await app.staffAccessLog.of(person.id),
    mail: (await app.mailOutbox.toRecipient(person.email)).map(outboxMailOf),
    actions: caller.role === 'officer' ? allowedActions(actionStateOf(person)) : [],
  };
}
