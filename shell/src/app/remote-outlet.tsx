import { Component, lazy, useEffect, useState, useSyncExternalStore, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { REMOTES, type RemoteAppProps, type RemoteName, type RouteId } from 'shared-contracts';
import { Group, PageHeading, Paper, Skeleton, Stack, Text, Anchor } from 'ui-kit';
import { Button } from 'ui-kit/form';
import { Link, keepsScreen, useLocation } from 'ui-kit/router';
import { RemoteSlot, logClientError } from 'ui-kit/host';
import { forgetRemote, loadRemoteApp, loadedVersion, releaseOf, remoteGeneration, subscribeToRegistry } from '../features/remotes/remote-registry';
import { reportFailure, reportVisit } from '../features/health/health-reporter';
import { forgetPrerenderedScreen, prerenderedScreen } from './prerendered-screen';

// one per remote and registry generation, with the release its health reports count under
const lazyApps = new Map<string, { App: LazyExoticComponent<ComponentType<RemoteAppProps>>; release: string }>();
function lazyApp(remote: RemoteName, generation: number) {
  const key = `${remote}:${generation}`;
  let app = lazyApps.get(key);
  if (!app) {
    app = { App: lazy(() => loadRemoteApp(remote)), release: releaseOf(remote) };
    lazyApps.set(key, app);
  }
  return app;
}

function RemoteFailurePanel({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <Stack gap="md" data-testid="remote-failure" data-remote={remote}>
      <PageHeading>This page is not available right now</PageHeading>
      <Text>
        We could not load the {REMOTES[remote].label.toLowerCase()} part of the site. Your information has not been lost. Please try again in a moment.
      </Text>
      <Group>
        <Button onClick={onRetry}>Try again</Button>
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
      </Group>
    </Stack>
  );
}

class RemoteBoundary extends Component<{ remote: RemoteName; release: string; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    const { remote } = this.props;
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[shell] remote ${remote} unavailable:`, message);
    void logClientError({ message: `Remote ${remote} unavailable: ${message}`, stackTrace: error instanceof Error ? error.stack : '', cause: 'remote-load' });
    reportFailure(this.props.remote, this.props.release, error);
  }
  override render() {
    if (this.state.failed) return <RemoteFailurePanel remote={this.props.remote} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

function RemoteLoading() {
  const { pathname } = useLocation();
  const prerendered = prerenderedScreen(pathname);
  if (prerendered !== undefined) return <div aria-busy="true" data-prerendered-path={pathname} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: prerendered }} />;
  // keeps the page's height, so nothing below jumps (CLS)
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading" mih="60vh">
      <Skeleton height={40} width="60%" />
      <Skeleton height={16} />
      <Skeleton height={16} width="90%" />
      <Skeleton height={16} width="80%" />
    </Stack>
  );
}

// a release that arrives mid-journey is not swapped in under the wizard's state: the visitor is offered a reload (issue 17)
const JOURNEY_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>(['newForm', 'newFormStep1', 'form', 'formStep1', 'formStep2', 'formStep3', 'formStep4', 'formProcessing']);

const journeyGenerations = new Map<RemoteName, number>();

function useRenderedGeneration(remote: RemoteName, routeId: RouteId): { generation: number; newer: boolean } {
  const current = () => remoteGeneration(remote);
  const latest = useSyncExternalStore(subscribeToRegistry, current, current);
  if (!JOURNEY_ROUTES.has(routeId)) {
    journeyGenerations.delete(remote);
    return { generation: latest, newer: false };
  }
  if (!journeyGenerations.has(remote)) journeyGenerations.set(remote, latest);
  const generation = journeyGenerations.get(remote) ?? latest;
  return { generation, newer: generation !== latest };
}

function NewReleaseNotice() {
  return (
    <Paper withBorder p="md" mb="md" role="status" data-testid="new-release-notice">
      <Group justify="space-between" gap="sm">
        <Text>A newer version of this form is available. What you have saved is kept when you reload.</Text>
        <Button variant="default" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Group>
    </Paper>
  );
}

export function RemoteOutlet({ remote, routeId }: { remote: RemoteName; routeId: RouteId }) {
  const [attempt, setAttempt] = useState(0);
  const { generation, newer } = useRenderedGeneration(remote, routeId);
  const { App, release } = lazyApp(remote, generation);
  useEffect(() => reportVisit(remote, release), [remote, release]);
  // the same screen at a new address stays mounted, so the field being typed in keeps the focus (decision 050)
  const sameScreen = keepsScreen(useLocation().state);
  const [screenRoute, setScreenRoute] = useState(routeId);
  if (!sameScreen && screenRoute !== routeId) setScreenRoute(routeId);
  const retry = () => {
    forgetRemote(remote);
    lazyApps.delete(`${remote}:${generation}`);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary key={`${sameScreen ? screenRoute : routeId}:${generation}:${attempt}`} remote={remote} release={release} onRetry={retry}>
      <RemoteSlot remote={remote} release={() => loadedVersion(remote)} notice={newer && <NewReleaseNotice />} fallback={<RemoteLoading />} onShown={forgetPrerenderedScreen}>
        <App routeId={routeId} />
      </RemoteSlot>
    </RemoteBoundary>
  );
}
