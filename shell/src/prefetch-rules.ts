// What the shell's prefetch on intent and the app-on-intent script of a page that is all links (decision 063) both
// follow: the events that say a visitor is about to follow a link, the connections worth prefetching on, and the
// mark a first visit's measurement waits for. Pure: the app-on-intent script is bundled from it without the app.

/**
 * The User Timing mark set once the first visit is over for the prefetch, whatever it did (nothing to prefetch, a
 * slow connection, a failure, or the intent watch armed): a measurement of the first visit waits for it.
 */
export const PREFETCH_DONE_MARK = 'shell:prefetch-done';

/** The events that say a visitor is about to follow a link. */
export const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** The Network Information API's fields that matter here (Chromium only; absent elsewhere). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching is for good connections: not when the visitor asked to save data, not on 2G. */
export function connectionAllowsPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}
