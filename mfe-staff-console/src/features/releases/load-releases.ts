import { releasesApi, type ReleasesOverview } from 'shared-contracts/releases';
import { whileSignedIn } from '../session/while-signed-in';

/** GET /api/staff/releases: every remote's pointers, settings, published releases, last day's health and events. */
export function loadReleases(signal?: AbortSignal): Promise<ReleasesOverview> {
  return whileSignedIn(releasesApi.releasesOverview(signal ? { signal } : {}));
}
