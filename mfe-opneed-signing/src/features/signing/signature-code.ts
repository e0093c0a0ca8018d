import { useCallback, useState } from 'react';

type SignatureCode = typeof import('ui-kit/signature');

let loaded: SignatureCode | undefined;
let loading: Promise<SignatureCode> | undefined;

function loadSignatureCode(): Promise<SignatureCode> {
  loading ??= import(/* webpackChunkName: "signature" */ 'ui-kit/signature').then(
    (code) => {
      loaded = code;
      return code;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export const prefetchSignatureCode = () => void loadSignatureCode().catch(() => undefined);

export function useSignatureCode(): { code: SignatureCode | undefined; failed: boolean; load(): void } {
  const [code, setCode] = useState(loaded);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    loadSignatureCode().then(setCode, () => setFailed(true));
  }, []);
  return { code, failed, load };
}
