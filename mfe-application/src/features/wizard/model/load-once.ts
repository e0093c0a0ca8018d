// Goes with the form layers it loads (form-layers.ts), when the draft's move (decision 091) removes them.
/**
 * Code a screen loads when the visitor comes to what needs it (a dynamic import), once: every caller shares the one
 * load, and a load that failed is forgotten, so that the next call (the next press, the next focus) tries again
 * (issue 17, decision 058). The wizard's form layers are its only use.
 */
export interface LoadOnce<T> {
  (): Promise<T>;
  /** What was loaded, or undefined until it has arrived (nothing is started). */
  loaded(): T | undefined;
  /** Starts the load and ignores its failure: the caller that needs the code loads it again and says so. */
  prefetch(): void;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  const get = (() =>
    (loading ??= load().then(
      (loaded) => (value = loaded),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ))) as LoadOnce<T>;
  get.loaded = () => value;
  get.prefetch = () => void get().catch(() => undefined);
  return get;
}
