import type { Queryable } from '../../db';
import { HttpError } from '../../lib/http-error';
import type { PeopleRepository, PersonRow } from '../../repositories/people';
import { actionRefusal, type OperatorAction } from 'shared-contracts/staff';
import { actionStateOf } from '../../lib/people-record';

const conflict = (message: string) => new HttpError(409, message);

/**
 * The state transitions of an application (spec §4 status page), checked here because only the server knows the
 * record; the order of steps is `actionRefusal` of shared-contracts/staff, which the console reads too. Runs in the
 * caller's transaction, on the row it locked.
 */
export async function applyAction(people: PeopleRepository, tx: Queryable, person: PersonRow, action: OperatorAction): Promise<Record<string, unknown>> {
  const refusal = actionRefusal(actionStateOf(person), action.action);
  if (refusal) throw conflict(refusal);
  const at = 'at' in action && action.at ? action.at : null;
  switch (action.action) {
    case 'interview':
    case 'payment':
    case 'ops-approval':
    case 'auscheck-upload':
      await people.recordStep(person.id, action.action, at, tx);
      return { at };
    case 'decision':
      if (action.decision === 'Y' && !action.certdate) throw new HttpError(400, 'An approval needs its certificate date.', { fieldErrors: { certdate: ['Enter the certificate date'] } });
      await people.recordDecision(person.id, action.decision, action.certdate ?? null, tx);
      return { decision: action.decision, certdate: action.certdate ?? null };
    case 'dispatch':
      await people.recordDispatch(person.id, action.method, action.postedDate, tx);
      return { method: action.method, postedDate: action.postedDate };
    case 'redact':
      await people.redact(person.id, tx);
      return {};
  }
}
