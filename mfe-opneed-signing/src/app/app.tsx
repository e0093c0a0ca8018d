import { Suspense, lazy } from 'react';
import type { RemoteAppProps } from 'shared-contracts';
import { PrerenderedFallback, PrerenderedScreenDone, Skeleton } from 'ui-kit';
import { useLocation } from 'ui-kit/router';

const SigningScreen = lazy(() => import('../features/signing/signing-screen'));

export default function App({ routeId }: RemoteAppProps) {
  const { pathname } = useLocation();
  if (routeId !== 'operationalNeedForm') return null;
  return (
    <Suspense fallback={<PrerenderedFallback pathname={pathname}><Skeleton height={40} width="60%" /></PrerenderedFallback>}>
      <PrerenderedScreenDone />
      <SigningScreen />
    </Suspense>
  );
}
