import { Component, lazy, useEffect, useState, useSyncExternalStore, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { REMOTES, type RemoteAppProps, type RemoteName, type RouteId } from 'shared-contracts';
import { Group, PageHeading, Paper, Skeleton, Stack, Text, Anchor } from 'ui-kit';
import { Button } from 'ui-kit/form';
import { Link, keepsScreen, useLocation } from 'ui-kit/router';
import { RemoteSlot, logClientError } from 'ui-kit/host';
import { forgetRemote, loadRemoteApp, loadedVersion, releaseOf, remoteGeneration, subscribeToRegistry } from '../features/remotes/remote-registry';
import { reportFailure, reportVisit } from '../features/health/health-reporter';
import { forgetPrerenderedScreen, prerenderedScreen } from './prerendered-screen';

// one lazy component per remote and release: a new release (registry generation) gets a new one, with the release
// the registry named when it was made (what its health reports count under)
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

function reportRemoteFailure(remote: RemoteName, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[shell] remote ${remote} unavailable:`, message);
  void logClientError({ message: `Remote ${remote} unavailable: ${message}`, stackTrace: error instanceof Error ? error.stack : '', cause: 'remote-load' });
}

/** What a visitor sees when one part of the site cannot be loaded: the rest of the site keeps working. */
export function RemoteFailurePanel({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
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
    reportRemoteFailure(this.props.remote, error);
    reportFailure(this.props.remote, this.props.release, error);
  }
  override render() {
    if (this.state.failed) return <RemoteFailurePanel remote={this.props.remote} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

function RemoteLoading() {
  // the page's first screen, prerendered by the server: shown as it was painted until the remote renders it
  const { pathname } = useLocation();
  const prerendered = prerenderedScreen(pathname);
  if (prerendered !== undefined) return <div aria-busy="true" data-prerendered-path={pathname} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: prerendered }} />;
  // keeps the page's height while the remote loads, so nothing below jumps (CLS)
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading" mih="60vh">
      <Skeleton height={40} width="60%" />
      <Skeleton height={16} />
      <Skeleton height={16} width="90%" />
      <Skeleton height={16} width="80%" />
    </Stack>
  );
}

/**
 * Routes of a journey whose code must not change under the applicant (the wizard holds the step's answers and its
 * state in the remote's code): a release of their remote that arrives mid-journey is not swapped in; the release
 * the journey started with stays, and the next screen offers a reload (issue 17, releases reach open tabs).
 */
export const JOURNEY_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>(['newForm', 'newFormStep1', 'form', 'formStep1', 'formStep2', 'formStep3', 'formStep4', 'formProcessing']);

// the release generation each remote's journey started with, while the visitor stays on its journey routes
const journeyGenerations = new Map<RemoteName, number>();

/** The release to render: the registry's latest, except inside a journey that started on an earlier one. */
function useRenderedGeneration(remote: RemoteName, routeId: RouteId): { generation: number; newer: boolean } {
  // the same on a hydrated first render: the page was served with the registry of that moment
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

/** Shown inside a journey when its remote has a newer release: the visitor chooses when to take it. */
export function NewReleaseNotice() {
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

/** Renders the remote that owns a route, inside its own error boundary (failure isolation). */
export function RemoteOutlet({ remote, routeId }: { remote: RemoteName; routeId: RouteId }) {
  const [attempt, setAttempt] = useState(0);
  const { generation, newer } = useRenderedGeneration(remote, routeId);
  const { App, release } = lazyApp(remote, generation);
  // one visit of this remote release (the health reports count it once a document, decision 092)
  useEffect(() => reportVisit(remote, release), [remote, release]);
  // a new address of the same screen (SAME_SCREEN, a new form getting its id) keeps the screen mounted: the field
  // being typed in keeps the focus; so does another page of it (NEXT_PAGE_OF_SCREEN, a wizard's next step, decision 050)
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
      {/* ui-kit's slot, which the prerendered pages are rendered in too: the shell hydrates them (decision 071) */}
      <RemoteSlot remote={remote} release={() => loadedVersion(remote)} notice={newer && <NewReleaseNotice />} fallback={<RemoteLoading />} onShown={forgetPrerenderedScreen}>
        <App routeId={routeId} />
      </RemoteSlot>
    </RemoteBoundary>
  );
}
