import { useState } from 'react';
import { signingApi } from 'shared-contracts/signing';
import { useLoad } from 'ui-kit';
import type { SigningFormData } from './signing-form';

type SigningFormLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: SigningFormData };

export const loadSigningForm = () => import('./signing-form');
export const loadSignedPanel = () => import('./signed-panel');

async function loadSigningFormData(peopleId: number, refId: string, signal: AbortSignal): Promise<SigningFormData> {
  const link = { params: { id: peopleId, refId }, signal };
  const formAnswer = signingApi.getOperationalNeedForm(link);
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

export function useSigningFormData(id: string | undefined, refId: string | undefined): SigningFormLoad {
  const [load, setLoad] = useState<SigningFormLoad>({ status: 'loading' });
  const start = (signal: AbortSignal) => {
    const peopleId = Number(id);
    if (!id || !refId || !Number.isInteger(peopleId) || peopleId < 0 || !/^[A-Za-z0-9_-]{1,64}$/.test(refId)) {
      return Promise.reject(new Error('Not a signing link'));
    }
    setLoad({ status: 'loading' });
    return loadSigningFormData(peopleId, refId, signal);
  };
  useLoad(start, (data) => setLoad({ status: 'ready', data }), () => setLoad({ status: 'failed' }), [id, refId]);
  return load;
}
