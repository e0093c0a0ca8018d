import { releasesApi, type ReleasesOverview } from 'shared-contracts/releases';
import { whileSignedIn } from '../session/while-signed-in';

export function loadReleases(signal?: AbortSignal): Promise<ReleasesOverview> {
  return whileSignedIn(releasesApi.releasesOverview(signal ? { signal } : {}));
}
