import type { Queryable } from '../../db';
import { HttpError } from '../../lib/http-error';
import type { PeopleRepository, PersonRow } from '../../repositories/people';
import type { OperatorAction } from './schemas';

const conflict = (message: string) => new HttpError(409, message);

/**
 * The state transitions of an application (spec §4 status page), checked here because only the server knows the
 * record: each step is recorded once, the background check is lodged after payment and operations approval, a
 * decision follows the lodged check, and only an approved card is dispatched. Runs in the caller's transaction.
 */
export async function applyAction(people: PeopleRepository, tx: Queryable, person: PersonRow, action: OperatorAction): Promise<Record<string, unknown>> {
  const at = 'at' in action && action.at ? action.at : null;
  switch (action.action) {
    case 'interview':
      if (person.interviewed_at) throw conflict('The interview is already recorded.');
      await people.recordStep(person.id, 'interview', at, tx);
      return { at };
    case 'payment':
      if (person.paid_at) throw conflict('The payment is already recorded.');
      await people.recordStep(person.id, 'payment', at, tx);
      return { at };
    case 'ops-approval':
      if (person.ops_approved_at) throw conflict('Operations approval is already recorded.');
      await people.recordStep(person.id, 'ops-approval', at, tx);
      return { at };
    case 'auscheck-upload':
      if (person.auscheck_uploaded_at) throw conflict('The background check is already lodged.');
      if (!person.paid_at || !person.ops_approved_at) throw conflict('Record the payment and operations approval before lodging the background check.');
      await people.recordStep(person.id, 'auscheck-upload', at, tx);
      return { at };
    case 'decision':
      if (person.auscheck_decision) throw conflict('The decision is already recorded.');
      if (!person.auscheck_uploaded_at) throw conflict('Lodge the background check before recording its decision.');
      if (action.decision === 'Y' && !action.certdate) throw new HttpError(400, 'An approval needs its certificate date.', { fieldErrors: { certdate: ['Enter the certificate date'] } });
      await people.recordDecision(person.id, action.decision, action.certdate ?? null, tx);
      return { decision: action.decision, certdate: action.certdate ?? null };
    case 'dispatch':
      if (person.dispatched) throw conflict('The card is already dispatched.');
      if (person.auscheck_decision !== 'Y') throw conflict('Only an approved card can be dispatched.');
      await people.recordDispatch(person.id, action.method, action.postedDate, tx);
      return { method: action.method, postedDate: action.postedDate };
    case 'redact':
      if (person.redacted_at) throw conflict('The record is already redacted.');
      await people.redact(person.id, tx);
      return {};
  }
}
