import { Suspense, lazy } from 'react';
import type { RemoteAppProps, RouteId } from 'shared-contracts';
import { Skeleton } from 'ui-kit';

// One lazily loaded screen per route: a first visit downloads only the screen it shows.
const Home = lazy(() => import('../features/pages/home-page'));
const InformationPage = lazy(() => import('../features/pages/information-page'));
const NotFound = lazy(() => import('../features/pages/not-found-page'));

export default function App({ routeId }: RemoteAppProps) {
  const id = routeId as RouteId;
  let screen;
  if (id === 'home') screen = <Home />;
  else if (id === 'notFound' || id === 'page404' || id === 'catchAll') screen = <NotFound />;
  else screen = <InformationPage routeId={id} />;
  return <Suspense fallback={<Skeleton height={40} width="60%" />}>{screen}</Suspense>;
}
