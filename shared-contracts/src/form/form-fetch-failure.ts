import { isApiError } from 'shared-contracts';

/** Where a failed form fetch goes (spec §8): 401 → link-expired, anything else → record-not-found. */
export function formFetchFailure(error: unknown): 'link-expired' | 'record-not-found' {
  return isApiError(error) && error.status === 401 ? 'link-expired' : 'record-not-found';
}
