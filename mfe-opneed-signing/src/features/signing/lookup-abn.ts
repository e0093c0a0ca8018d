import { getApi, type AbnResult } from 'shared-contracts/api';
import type { AbnLookup } from 'ui-kit/abn';
import { readAbnLookup } from 'ui-kit/abn';

/** GET /api/people/operational-need-form/lookup-abn/{abn}: the public lookup the field runs on blur (spec §5). */
export const lookupAbnCall = (abn: string): Promise<AbnResult> => getApi().call('operationalNeedLookupAbn', { params: { abn } });

/**
 * GET /api/people/operational-need-form/get-abn/{id}/{refId} (spec §7: the last item of the list is used): the
 * ABN already on file for the form's organisation, with its register details; null when there is none or the
 * call fails (the signer then types it).
 */
export async function organisationAbn(peopleId: number, refId: string): Promise<AbnLookup | null> {
  try {
    const list = await getApi().call('operationalNeedGetAbn', { params: { id: peopleId, refId } });
    const last = list[list.length - 1];
    if (!last?.Abn) return null;
    const lookup = await readAbnLookup(last.Abn, Promise.resolve(last));
    return lookup.state === 'problem' && !lookup.result ? null : lookup;
  } catch {
    return null;
  }
}
