import { useCallback, useState, useSyncExternalStore } from 'react';

type SignatureCode = typeof import('ui-kit/signature');

/**
 * The signature pad (ui-kit/signature with the signature_pad library, about 5.5 KB gzipped), loaded once when the
 * signer comes to the form or nears the signature box rather than with the page (issue 17). A failed load is
 * forgotten, so the next attempt (the box's "Try again", or the next focus or touch) loads it again.
 */
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

/** Starts the load ahead of need (focus or touch in the form); a failure is shown where the pad is needed. */
export const prefetchSignatureCode = () => void loadSignatureCode().catch(() => undefined);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The loaded code (undefined until it arrives), whether this component's own load failed, and that load. */
export function useSignatureCode(): { code: SignatureCode | undefined; failed: boolean; load(): void } {
  const code = useSyncExternalStore(subscribe, () => loaded, () => loaded);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    loadSignatureCode().catch(() => setFailed(true));
  }, []);
  return { code, failed, load };
}
