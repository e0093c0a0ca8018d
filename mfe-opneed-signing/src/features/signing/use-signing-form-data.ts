import { useEffect, useState } from 'react';
import { CheckUnavailable, loadSigningForm, type SigningFormData } from './load-signing-form';

/** `unavailable`: the answers arrived but the code that checks them could not be loaded (decision 061). */
export type SigningFormLoad = { status: 'loading' } | { status: 'failed' } | { status: 'unavailable'; error: CheckUnavailable } | { status: 'ready'; data: SigningFormData };

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
    loadSigningForm(peopleId, refId, controller.signal).then(
      (data) => setLoad({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad(error instanceof CheckUnavailable ? { status: 'unavailable', error } : { status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [id, refId]);
  return load;
}
