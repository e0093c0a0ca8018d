import { Suspense, lazy } from 'react';
import type { RemoteAppProps, RouteId } from 'shared-contracts';
import { Skeleton } from 'ui-kit';
import '../components/console.css';

const QueueScreen = lazy(() => import('../features/queue/queue-screen'));
const EnrolmentScreen = lazy(() => import('../features/enrolment/enrolment-screen'));
const RecordScreen = lazy(() => import('../features/record/record-screen'));
const ReleasesScreen = lazy(() => import('../features/releases/releases-screen'));

const SCREENS: Partial<Record<RouteId, React.LazyExoticComponent<() => React.JSX.Element>>> = {
  staff: QueueScreen,
  staffEnrolment: EnrolmentScreen,
  staffApplication: RecordScreen,
  staffReleases: ReleasesScreen,
};

export default function App({ routeId }: RemoteAppProps) {
  const Screen = SCREENS[routeId];
  if (!Screen) throw new Error(`mfe-staff-console has no screen for route ${routeId}`);
  return (
    <Suspense fallback={<Skeleton height={40} width="60%" />}>
      <Screen />
    </Suspense>
  );
}
