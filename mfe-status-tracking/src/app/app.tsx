import { Suspense, lazy } from 'react';
import type { RemoteAppProps, RouteId } from 'shared-contracts';
import { Skeleton } from 'ui-kit';

const Screen = lazy(() => import('../features/tracking/track-screen'));

export default function App({ routeId }: RemoteAppProps) {
  return (
    <Suspense fallback={<Skeleton height={40} width="60%" />}>
      <Screen routeId={routeId as RouteId} />
    </Suspense>
  );
}
