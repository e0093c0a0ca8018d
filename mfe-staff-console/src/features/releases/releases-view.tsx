import { lazy, Suspense, useState } from 'react';
import { isApiError, sessionStore } from 'shared-contracts';
import type { ReleasesOverview, RemoteReleases } from 'shared-contracts/releases';
import { Skeleton, Stack, Text, useLoad } from 'ui-kit';
import { Alert } from 'ui-kit/widgets';
import { formatDateTime } from '../../components/date-time';
import { DoneAlert } from '../../components/done-alert';
import { loadReleases } from './load-releases';
import type { ReleaseAction } from './release-change-dialog';
import { RemoteReleasesSection } from './remote-releases-section';

const ReleaseChangeDialog = lazy(() => import(/* webpackChunkName: "release-change-dialog" */ './release-change-dialog').then((m) => ({ default: m.ReleaseChangeDialog })));

const DONE: Record<ReleaseAction, string> = { promote: 'The canary is now the stable release.', 'end-canary': 'The canary is ended.', rollback: 'Rolled back.', settings: 'The settings are saved.' };

export function ReleasesView({ canChange }: { canChange: boolean }) {
  const [overview, setOverview] = useState<ReleasesOverview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [open, setOpen] = useState<{ action: ReleaseAction; releases: RemoteReleases } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const failed = (error: unknown) => {
    if (isApiError(error) && error.status === 401) return;
    setFailure(isApiError(error) && error.status === 403 ? 'Your role cannot see the releases.' : 'The releases could not be loaded. Try again.');
  };
  useLoad(loadReleases, setOverview, failed, []);

  if (failure) {
    return (
      <Alert color="red" variant="outline" role="alert" title="The releases are not available">
        {failure}
      </Alert>
    );
  }
  if (!overview) return <Skeleton height={240} aria-label="Loading the releases" />;

  const company = sessionStore.getState().company;
  const formatTime = (at: string) => formatDateTime(at, company);
  const changed = (action: ReleaseAction) => (next: RemoteReleases) => {
    setOverview({ remotes: overview.remotes.map((remote) => (remote.remote === next.remote ? next : remote)) });
    setOpen(null);
    setDone(DONE[action]);
  };
  return (
    <Stack gap="md">
      {done && <DoneAlert>{done}</DoneAlert>}
      {!canChange && <Text size="sm">You can read the releases. Your role does not change them.</Text>}
      {overview.remotes.map((releases) => (
        <RemoteReleasesSection
          key={releases.remote}
          releases={releases}
          canAct={canChange}
          formatTime={formatTime}
          onAction={(action) => {
            setDone(null);
            setOpen({ action, releases });
          }}
        />
      ))}
      <Suspense fallback={null}>{open && <ReleaseChangeDialog action={open.action} releases={open.releases} onClose={() => setOpen(null)} onChanged={changed(open.action)} />}</Suspense>
    </Stack>
  );
}
