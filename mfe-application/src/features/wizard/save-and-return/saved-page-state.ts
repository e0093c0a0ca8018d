// a file of its own: the saved page imports it without the save call and the API (issue 17)
export interface SavedPageState {
  sentTo: string;
  linkExpiresAt: string;
}

export function isSavedPageState(value: unknown): value is SavedPageState {
  return typeof value === 'object' && value !== null && typeof (value as SavedPageState).sentTo === 'string' && typeof (value as SavedPageState).linkExpiresAt === 'string';
}
