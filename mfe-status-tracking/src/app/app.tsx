import { Suspense, lazy } from 'react';
import { isAuthenticated, useSession, type RemoteAppProps } from 'shared-contracts';
import { PrerenderedFallback, PrerenderedScreenDone, Skeleton } from 'ui-kit';
import { useLocation } from 'ui-kit/router';

// One lazily loaded screen per route: a first visit downloads only the screen it shows.
const TrackScreen = lazy(() => import('../features/tracking/track-screen'));
const StatusPage = lazy(() => import('../features/status/status-page'));
const LegacyStatusRedirect = lazy(() => import('../features/status/legacy-status-redirect'));

export default function App({ routeId: id }: RemoteAppProps) {
  const { pathname } = useLocation();
  const signedIn = useSession((state) => isAuthenticated(state));
  let screen;
  // the status page needs a login: without one the host's route frame sends the visitor to the track screen, and the
  // page (its code, the API layer, a call the server would refuse) is not loaded on the way (the old status address
  // /status/{peopleId}/{id} redirects here). The build's prerender (no document, no visitor) renders the page's
  // loading screen, which a signed-in visitor's reload is served (decision 051).
  if (id === 'status') screen = signedIn || typeof document === 'undefined' ? <StatusPage /> : null;
  else if (id === 'statusLegacy') screen = <LegacyStatusRedirect />;
  else screen = <TrackScreen />;
  return (
    <Suspense fallback={<PrerenderedFallback pathname={pathname}><Skeleton height={40} width="60%" /></PrerenderedFallback>}>
      <PrerenderedScreenDone />
      {screen}
    </Suspense>
  );
}
