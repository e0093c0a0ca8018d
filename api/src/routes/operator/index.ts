import type { FastifyInstance } from 'fastify';
import { personReferenceToId } from 'shared-contracts/validators';
import type { Queryable } from '../../db';
import { notFound } from '../../lib/http-error';
import { isoTimestamp } from '../../lib/dates';
import { toPeopleRecord, trackingNumberOf, type PersonRow } from '../../lib/people-record';
import { applyAction } from './apply-action';
import { operatorCredentials, requireOperator } from './operator-auth';
import { OperatorAction, OperatorPeopleParams, OperatorPersonView } from './schemas';
import { mailStatusUpdate } from './status-mail';

/** The people id of a path reference (an id or a tracking number); -1, which no record has, when it names nobody. */
const peopleIdOf = (ref: string): number => personReferenceToId(ref) ?? -1;

async function view(db: Queryable, person: PersonRow): Promise<OperatorPersonView> {
  const audit = await db.query<{ action: string; operator: string; details: Record<string, unknown>; created_at: Date | string }>(
    'SELECT action, operator, details, created_at FROM operator_audit_log WHERE people_id = $1 ORDER BY id',
    [person.id],
  );
  return {
    trackingNumber: trackingNumberOf(person),
    name: [person.firstname, person.middlenames, person.surname].filter(Boolean).join(' '),
    email: person.email,
    company: person.company,
    redacted: Boolean(person.redacted_at),
    person: await toPeopleRecord(db, person),
    audit: audit.map((a) => ({ action: a.action, operator: a.operator, details: a.details ?? {}, createdAt: isoTimestamp(a.created_at) ?? '' })),
  };
}

/**
 * The operator side (issue 4): staff record what happened to an application (interview, payment, operations
 * approval, background-check lodgement, decision and certificate date, dispatch) so that the status page moves
 * along. Bearer credentials from OPERATOR_TOKENS; every action is written to operator_audit_log in the same
 * transaction as the change. Not in the shared endpoint table: no front end calls it.
 */
export default async function operatorRoutes(app: FastifyInstance) {
  const credentials = operatorCredentials(app.env);

  app.route({
    method: 'GET',
    url: '/api/operator/people/:ref',
    schema: { params: OperatorPeopleParams, response: { 200: OperatorPersonView } },
    handler: async (request) => {
      requireOperator(app, credentials, request);
      const id = peopleIdOf((request.params as { ref: string }).ref);
      const person = await app.people.find(id);
      if (!person) throw notFound('No people record with that id');
      return view(app.db, person);
    },
  });

  app.route({
    method: 'POST',
    url: '/api/operator/people/:ref/actions',
    schema: { params: OperatorPeopleParams, body: OperatorAction, response: { 200: OperatorPersonView } },
    handler: async (request) => {
      const operator = requireOperator(app, credentials, request);
      const id = peopleIdOf((request.params as { ref: string }).ref);
      const action = request.body as OperatorAction;
      await app.db.transaction(async (tx) => {
        if (!(await app.people.lock(id, tx))) throw notFound('No people record with that id');
        const person = (await app.people.find(id, tx)) as PersonRow;
        const details = await applyAction(app.people, tx, person, action);
        await tx.query('INSERT INTO operator_audit_log (people_id, operator, action, details) VALUES ($1, $2, $3, $4)', [id, operator, action.action, JSON.stringify(details)]);
        await mailStatusUpdate(app, tx, person, action);
      });
      request.log.info({ peopleId: id, action: action.action, operator }, 'operator action recorded');
      const person = (await app.people.find(id)) as PersonRow;
      return view(app.db, person);
    },
  });
}
