import { Suspense, lazy } from 'react';
import type { RemoteAppProps, RouteId } from 'shared-contracts';
import { PrerenderedFallback, PrerenderedScreenDone, Skeleton } from 'ui-kit';
import { useLocation } from 'ui-kit/router';
import '../components/induction.css';

import ROUTES_OF_SCREEN from './screens.json';

// One lazily loaded screen per route: a first visit downloads only the screen it shows. Each is a chunk named
// screen-<name>, whose code the static server hints with the page of each of its routes (screens.json, decision 068).
const LAZY_SCREENS: Record<keyof typeof ROUTES_OF_SCREEN, React.LazyExoticComponent<() => React.JSX.Element>> = {
  player: lazy(() => import(/* webpackChunkName: "screen-player" */ '../features/player/induction-player-screen')),
  complete: lazy(() => import(/* webpackChunkName: "screen-complete" */ '../features/complete/induction-complete-screen')),
  certificate: lazy(() => import(/* webpackChunkName: "screen-certificate" */ '../features/certificate/certificate-check-screen')),
  enrolment: lazy(() => import(/* webpackChunkName: "screen-enrolment" */ '../features/enrolment/enrolment-screen')),
  status: lazy(() => import(/* webpackChunkName: "screen-status" */ '../features/status/induction-status-screen')),
};

const SCREENS: Partial<Record<RouteId, React.LazyExoticComponent<() => React.JSX.Element>>> = Object.fromEntries(
  Object.entries(ROUTES_OF_SCREEN).flatMap(([screen, routes]) => routes.map((route) => [route, LAZY_SCREENS[screen as keyof typeof ROUTES_OF_SCREEN]])),
);

export default function App({ routeId }: RemoteAppProps) {
  const { pathname } = useLocation();
  const Screen = SCREENS[routeId];
  if (!Screen) throw new Error(`mfe-induction has no screen for route ${routeId}`);
  return (
    <Suspense fallback={<PrerenderedFallback pathname={pathname}><Skeleton height={40} width="60%" /></PrerenderedFallback>}>
      <PrerenderedScreenDone />
      <Screen />
    </Suspense>
  );
}
