import { FIELD_MESSAGES, getApi, isApiError } from 'shared-contracts/api';
import { abnLookupProblem, normaliseAbn } from 'shared-contracts/validators';

export interface AbnLookup {
  abn: string;
  /** 'failed': the register could not be asked; the signer is not blocked (spec §5) */
  state: 'checking' | 'found' | 'problem' | 'failed';
  entityName?: string;
  problem?: string;
}

/** GET /api/people/operational-need-form/lookup-abn/{abn}, read with the rule of spec §5. */
export async function lookupAbn(value: string): Promise<AbnLookup> {
  const abn = normaliseAbn(value);
  try {
    const result = await getApi().call('opNeedLookupAbn', { params: { abn } });
    const problem = abnLookupProblem(result);
    if (problem === 'not-active') return { abn, state: 'problem', entityName: result.EntityName, problem: FIELD_MESSAGES.abnNotActive };
    if (problem === 'not-found') return { abn, state: 'problem', problem: FIELD_MESSAGES.abnNotFound };
    return { abn, state: 'found', entityName: result.EntityName };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { abn, state: 'problem', problem: FIELD_MESSAGES.abnNotFound };
    return { abn, state: 'failed' };
  }
}

/**
 * GET /api/people/operational-need-form/get-abn/{id}/{refId} (spec §7: the last item of the list is used): the
 * ABN already on file for the form's organisation, with its register details; null when there is none or the
 * call fails (the signer then types it).
 */
export async function organisationAbn(peopleId: number, refId: string): Promise<AbnLookup | null> {
  try {
    const list = await getApi().call('opNeedGetAbn', { params: { id: peopleId, refId } });
    const last = list[list.length - 1];
    if (!last?.Abn) return null;
    const problem = abnLookupProblem(last);
    if (problem === 'not-active') return { abn: last.Abn, state: 'problem', entityName: last.EntityName, problem: FIELD_MESSAGES.abnNotActive };
    return problem ? null : { abn: last.Abn, state: 'found', entityName: last.EntityName };
  } catch {
    return null;
  }
}
