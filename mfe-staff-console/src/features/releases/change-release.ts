import type { RemoteName } from 'shared-contracts';
import { releasesApi, type ReleaseChange, type RemoteReleases } from 'shared-contracts/releases';
import { whileSignedIn } from '../session/while-signed-in';

/** POST /api/staff/releases/:remote: a releaser's change (promote, end the canary, roll back, settings), audited by the API. */
export function changeRelease(remote: RemoteName, change: ReleaseChange): Promise<RemoteReleases> {
  return whileSignedIn(releasesApi.releaseChange({ params: { remote }, body: change }));
}
