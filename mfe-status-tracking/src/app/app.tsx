import { Suspense, lazy } from 'react';
import { isAuthenticated, useSession, type RemoteAppProps } from 'shared-contracts';
import { PrerenderedFallback, PrerenderedScreenDone, Skeleton } from 'ui-kit';
import { useLocation } from 'ui-kit/router';

const TrackScreen = lazy(() => import('../features/tracking/track-screen'));
const StatusPage = lazy(() => import('../features/status/status-page'));
const LegacyStatusRedirect = lazy(() => import('../features/status/legacy-status-redirect'));

export default function App({ routeId: id }: RemoteAppProps) {
  const { pathname } = useLocation();
  const signedIn = useSession((state) => isAuthenticated(state));
  let screen;
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
