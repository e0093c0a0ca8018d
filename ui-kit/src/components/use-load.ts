import { useEffect, type DependencyList } from 'react';

/**
 * Loads what a screen shows, again whenever `deps` change (`load` null: nothing to load). A load the screen no longer
 * needs (it closed, or `deps` changed) is aborted, and its failure is not reported.
 */
export function useLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null, loaded: (value: T) => void, failed: (error: unknown) => void, deps: DependencyList): void {
  useEffect(() => {
    if (!load) return undefined;
    const controller = new AbortController();
    load(controller.signal).then(loaded, (error: unknown) => {
      if (!controller.signal.aborted) failed(error);
    });
    return () => controller.abort();
  }, deps); // eslint-disable-line react-hooks/exhaustive-deps -- the caller's deps
}
