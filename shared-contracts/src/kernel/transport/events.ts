/**
 * The §8 handling hooks the client raises. The shell listens once and decides what the user sees: any 401 →
 * mark the session unauthenticated and redirect (spec §4, §6); 503 → redirect to the root (spec §8).
 * `endpoint` names the call when it went through `call`, so that a screen that handles its own 401 (login's
 * invalid_verification) can be told apart.
 */
export type ApiEvent =
  | { type: 'unauthenticated'; status: 401; url: string; endpoint?: string }
  | { type: 'maintenance'; status: 503; url: string; endpoint?: string };

export type ApiEventListener = (event: ApiEvent) => void;

export interface ApiEventHub {
  emit(event: ApiEvent): void;
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: ApiEventListener): () => void;
}

export function createApiEventHub(): ApiEventHub {
  const listeners = new Set<ApiEventListener>();
  return {
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (err) {
          // A failing listener must not turn the API answer into a different error, nor stop the others.
          console.error('ApiEvent listener failed', err);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
