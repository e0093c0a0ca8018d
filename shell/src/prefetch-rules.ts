// Pure: the app-on-intent script (decision 063) is bundled from it without the app.

/** Set whatever the prefetch did: a measurement of the first visit waits for it. */
export const PREFETCH_DONE_MARK = 'shell:prefetch-done';

export const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** Chromium only */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

export function connectionAllowsPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}
