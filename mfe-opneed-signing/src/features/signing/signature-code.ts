import { useCallback, useState, useSyncExternalStore } from 'react';

type SignatureCode = typeof import('ui-kit/signature');

let loaded: SignatureCode | undefined;
let loading: Promise<SignatureCode> | undefined;
const listeners = new Set<() => void>();

export function loadSignatureCode(): Promise<SignatureCode> {
  loading ??= import(/* webpackChunkName: "signature" */ 'ui-kit/signature').then(
    (code) => {
      loaded = code;
      for (const listener of listeners) listener();
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

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useSignatureCode(): { code: SignatureCode | undefined; failed: boolean; load(): void } {
  const code = useSyncExternalStore(subscribe, () => loaded, () => loaded);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    loadSignatureCode().catch(() => setFailed(true));
  }, []);
  return { code, failed, load };
}
