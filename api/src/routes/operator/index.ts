import type { FastifyInstance } from 'fastify';
import { staffEndpoints } from 'shared-contracts/staff';
import { personReferenceToId } from 'shared-contracts/tracking';
import { HttpError, notFound } from '../../lib/http-error';
import type { PersonRow } from '../../lib/people-record';
import { route } from '../../lib/route';
import { createStaffGuard } from '../../lib/staff-auth/staff-caller';
import { applicationView, outboxMailOf } from './application-view';
import { applyAction } from './apply-action';
import { documentOf } from './documents';
import { queue } from './queue';
import { mailStatusUpdate } from './status-mail';

/** The people id of a path reference (an id or a tracking number); -1, which no record has, when it names nobody. */
const peopleIdOf = (ref: string): number => personReferenceToId(ref) ?? -1;

/**
 * The operator side (issues 4 and 19): the staff console's queue and records, and the actions that move an
 * application along so that the status page follows. A staff session (cookie) or a static operator token
 * (automation), each with its role: a viewer reads, an officer also acts. Every look at a record or a document is
 * written to the access log; every action to operator_audit_log, in the transaction of the change.
 */
export default async function operatorRoutes(app: FastifyInstance) {
  const guard = createStaffGuard(app);
  const personOf = async (ref: string): Promise<PersonRow> => {
    const person = await app.people.find(peopleIdOf(ref));
    if (!person) throw notFound('No people record with that id');
    return person;
  };

  // the caller is checked before the request is validated (issue 40): a stranger's bad query is a 401, not a list of stages
  const anyone = { onRequest: guard.authenticate('applications') };
  const officers = { onRequest: guard.authenticate('officer') };

  route(app, staffEndpoints.staffQueue, async (request) => queue(app, guard.callerOf(request).name, request.query), anyone);

  route(app, staffEndpoints.staffApplication, async (request) => {
    const caller = guard.callerOf(request);
    const person = await personOf(request.params.ref);
    await app.staffAccessLog.record(caller.name, person.id, 'record', app.now());
    return applicationView(app, person, caller);
  }, anyone);

  route(app, staffEndpoints.staffAction, async (request) => {
    const caller = guard.callerOf(request);
    const id = peopleIdOf(request.params.ref);
    const action = request.body;
    await app.db.transaction(async (tx) => {
      if (!(await app.people.lock(id, tx))) throw notFound('No people record with that id');
      const person = (await app.people.find(id, tx)) as PersonRow;
      const details = await applyAction(app.people, tx, person, action);
      await app.operatorAuditLog.record({ peopleId: id, operator: caller.name, action: action.action, details }, tx);
      await mailStatusUpdate(app, tx, person, action);
    });
    request.log.info({ peopleId: id, action: action.action, operator: caller.name }, 'operator action recorded');
    return applicationView(app, (await app.people.find(id)) as PersonRow, caller);
  }, officers);

  route(app, staffEndpoints.staffDocument, async (request, reply) => {
    const caller = guard.callerOf(request);
    const person = await personOf(request.params.ref);
    const document = await documentOf(app, person, request.params.kind);
    if (!document) throw notFound('This document does not exist for this application yet.');
    await app.staffAccessLog.record(caller.name, person.id, `document:${request.params.kind}`, app.now());
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', `attachment; filename="${document.fileName}"`);
    return document.pdf;
  }, anyone);

  route(app, staffEndpoints.staffResendMail, async (request) => {
    const caller = guard.callerOf(request);
    const person = await personOf(request.params.ref);
    const mail = await app.mailOutbox.findToRecipient(request.params.mailId, person.email);
    if (!mail) throw notFound('No such mail for this application.');
    if (!mail.sent_at && !mail.failed_at) throw new HttpError(409, 'This mail is still waiting to be sent.');
    const copy = await app.db.transaction(async (tx) => {
      const queued = await app.mailOutbox.queueCopy(Number(mail.id), tx);
      await app.operatorAuditLog.record({ peopleId: person.id, operator: caller.name, action: 'resend-mail', details: { mailId: Number(mail.id), copyId: Number(queued.id), subject: mail.subject } }, tx);
      return queued;
    });
    request.log.info({ peopleId: person.id, operator: caller.name }, 'mail queued again');
    return outboxMailOf(copy);
  }, officers);
}
