// What the saved page is told by the step it came from, in a file of its own: the saved page imports it without the
// save call, the autosave and the API layer they bring (issue 17).
/** The router state the step gives the saved page. */
export interface SavedPageState {
  sentTo: string;
  linkExpiresAt: string;
}

export function isSavedPageState(value: unknown): value is SavedPageState {
  return typeof value === 'object' && value !== null && typeof (value as SavedPageState).sentTo === 'string' && typeof (value as SavedPageState).linkExpiresAt === 'string';
}
