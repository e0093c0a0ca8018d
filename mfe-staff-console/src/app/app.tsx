import { Suspense, lazy } from 'react';
import type { RemoteAppProps, RouteId } from 'shared-contracts';
import { Skeleton } from 'ui-kit';
import '../components/console.css';

import ROUTES_OF_SCREEN from './screens.json';

// One lazily loaded screen per route: a first visit downloads only the screen it shows. Each is a chunk named
// screen-<name>, whose code the static server hints with the page of each of its routes (screens.json, decision 068).
const LAZY_SCREENS: Record<keyof typeof ROUTES_OF_SCREEN, React.LazyExoticComponent<() => React.JSX.Element>> = {
  queue: lazy(() => import(/* webpackChunkName: "screen-queue" */ '../features/queue/queue-screen')),
  enrolment: lazy(() => import(/* webpackChunkName: "screen-enrolment" */ '../features/enrolment/enrolment-screen')),
  record: lazy(() => import(/* webpackChunkName: "screen-record" */ '../features/record/record-screen')),
};

const SCREENS: Partial<Record<RouteId, React.LazyExoticComponent<() => React.JSX.Element>>> = Object.fromEntries(
  Object.entries(ROUTES_OF_SCREEN).flatMap(([screen, routes]) => routes.map((route) => [route, LAZY_SCREENS[screen as keyof typeof ROUTES_OF_SCREEN]])),
);

export default function App({ routeId }: RemoteAppProps) {
  const Screen = SCREENS[routeId];
  if (!Screen) throw new Error(`mfe-staff-console has no screen for route ${routeId}`);
  return (
    <Suspense fallback={<Skeleton height={40} width="60%" />}>
      <Screen />
    </Suspense>
  );
}
