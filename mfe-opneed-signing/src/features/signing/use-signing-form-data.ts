import { useEffect, useState } from 'react';
import { signingApi } from 'shared-contracts/signing';
import type { SigningFormData } from './signing-form';

export type SigningFormLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: SigningFormData };

/** The form (inputs, signature pad's placeholder) or the signed panel: started as soon as the link's answer says which. */
export const loadSigningForm = () => import('./signing-form');
export const loadSignedPanel = () => import('./signed-panel');

/**
 * Everything the signing form needs (spec §2): the person's operational-need form, the need list, states, countries,
 * the access frequencies and the ABN on file, each checked by its schema. A refusal or a failure to reach the API
 * rejects: the screen then goes to the 404 page. The ABN on file is a help, never a failure: without it the signer
 * types it.
 */
async function loadSigningFormData(peopleId: number, refId: string, signal: AbortSignal): Promise<SigningFormData> {
  const link = { params: { id: peopleId, refId }, signal };
  const formAnswer = signingApi.getOperationalNeedForm(link);
  // the part the link will show starts loading with its answer, beside the lists
  void formAnswer.then((answer): Promise<unknown> => (answer.data.signed ? loadSignedPanel() : loadSigningForm())).catch(() => undefined);
  const [form, needs, states, countries, accessFrequencies, abns] = await Promise.all([
    formAnswer,
    signingApi.operationalNeedList({ signal }),
    signingApi.states({ signal }),
    signingApi.countries({ signal }),
    signingApi.accessFrequencyOptions({ signal }),
    signingApi.operationalNeedGetAbn(link).catch(() => []),
  ]);
  const last = abns[abns.length - 1];
  return { form: form.data, needs, states, countries, accessFrequencies, abnOnFile: last?.Abn ? last : null };
}

/** Loads the form of the link once per link; a malformed link fails at once. */
export function useSigningFormData(id: string | undefined, refId: string | undefined): SigningFormLoad {
  const [load, setLoad] = useState<SigningFormLoad>({ status: 'loading' });
  useEffect(() => {
    const peopleId = Number(id);
    if (!id || !refId || !Number.isInteger(peopleId) || peopleId < 0 || !/^[A-Za-z0-9_-]{1,64}$/.test(refId)) {
      setLoad({ status: 'failed' });
      return undefined;
    }
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    loadSigningFormData(peopleId, refId, controller.signal).then(
      (data) => setLoad({ status: 'ready', data }),
      () => {
        if (!controller.signal.aborted) setLoad({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [id, refId]);
  return load;
}
