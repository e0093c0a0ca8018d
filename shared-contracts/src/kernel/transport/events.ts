/** Spec §4, §6, §8: the shell listens once. `endpoint` tells apart a screen that handles its own 401 (login). */
export type ApiEvent =
  | { type: 'unauthenticated'; status: 401; url: string; endpoint?: string }
  | { type: 'maintenance'; status: 503; url: string; endpoint?: string };

export type ApiEventListener = (event: ApiEvent) => void;

export function createApiEventHub() {
  const listeners = new Set<ApiEventListener>();
  return {
    emit(event: ApiEvent): void {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (err) {
          // a failing listener must not turn the API answer into a different error, nor stop the others
          console.error('ApiEvent listener failed', err);
        }
      }
    },
    subscribe(listener: ApiEventListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
