import type { RemoteName } from 'shared-contracts';
import { releasesApi, type ReleaseChange, type RemoteReleases } from 'shared-contracts/releases';
import { whileSignedIn } from '../session/while-signed-in';

export function changeRelease(remote: RemoteName, change: ReleaseChange): Promise<RemoteReleases> {
  return whileSignedIn(releasesApi.releaseChange({ params: { remote }, body: change }));
}
