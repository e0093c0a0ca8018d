import { Suspense, lazy } from 'react';
import type { RemoteAppProps, RouteId } from 'shared-contracts';
import { PrerenderedFallback, PrerenderedScreenDone, Skeleton } from 'ui-kit';
import { useLocation } from 'ui-kit/router';
import '../components/induction.css';

const SCREENS: Partial<Record<RouteId, React.LazyExoticComponent<() => React.JSX.Element>>> = {
  induction: lazy(() => import('../features/player/induction-player-screen')),
  inductionComplete: lazy(() => import('../features/complete/induction-complete-screen')),
  inductionCertificate: lazy(() => import('../features/certificate/certificate-check-screen')),
  inductionEnrolment: lazy(() => import('../features/enrolment/enrolment-screen')),
  inductionStatus: lazy(() => import('../features/status/induction-status-screen')),
};

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
