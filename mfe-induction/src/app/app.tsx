import { Suspense, lazy } from 'react';
import type { RemoteAppProps, RouteId } from 'shared-contracts';
import { Skeleton } from 'ui-kit';
import { PrerenderedFallback } from '../first-screen/prerendered-fallback';
import '../components/induction.css';

// One lazily loaded screen per route: a first visit downloads only the screen it shows.
const InductionPlayer = lazy(() => import('../features/player/induction-player-screen'));
const InductionComplete = lazy(() => import('../features/complete/induction-complete-screen'));
const CertificateCheck = lazy(() => import('../features/certificate/certificate-check-screen'));
const Enrolment = lazy(() => import('../features/enrolment/enrolment-screen'));
const InductionStatus = lazy(() => import('../features/status/induction-status-screen'));

const SCREENS: Partial<Record<RouteId, React.LazyExoticComponent<() => React.JSX.Element>>> = {
  induction: InductionPlayer,
  inductionComplete: InductionComplete,
  inductionCertificate: CertificateCheck,
  inductionEnrolment: Enrolment,
  inductionStatus: InductionStatus,
};

export default function App({ routeId }: RemoteAppProps) {
  const Screen = SCREENS[routeId as RouteId];
  if (!Screen) throw new Error(`mfe-induction has no screen for route ${routeId}`);
  return (
    <Suspense fallback={<PrerenderedFallback><Skeleton height={40} width="60%" /></PrerenderedFallback>}>
      <Screen />
    </Suspense>
  );
}
