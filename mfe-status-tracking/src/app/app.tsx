import { Suspense, lazy } from 'react';
import type { RemoteAppProps, RouteId } from 'shared-contracts';
import { Skeleton } from 'ui-kit';
import { PrerenderedFallback } from '../first-screen/prerendered-fallback';

// One lazily loaded screen per route: a first visit downloads only the screen it shows.
const TrackScreen = lazy(() => import('../features/tracking/track-screen'));
const StatusPage = lazy(() => import('../features/status/status-page'));
const LegacyStatusRedirect = lazy(() => import('../features/status/legacy-status-redirect'));

export default function App({ routeId }: RemoteAppProps) {
  const id = routeId as RouteId;
  let screen;
  if (id === 'status') screen = <StatusPage />;
  else if (id === 'statusLegacy') screen = <LegacyStatusRedirect />;
  else screen = <TrackScreen />;
  return <Suspense fallback={<PrerenderedFallback><Skeleton height={40} width="60%" /></PrerenderedFallback>}>{screen}</Suspense>;
}
