import { Suspense, lazy } from 'react';
import type { RemoteAppProps } from 'shared-contracts';
import { Skeleton } from 'ui-kit';
import { PrerenderedFallback } from '../first-screen/prerendered-fallback';

const SigningScreen = lazy(() => import('../features/signing/signing-screen'));

/** The operational-need signing remote: one screen, the employer's form behind the public reference link. */
export default function App({ routeId }: RemoteAppProps) {
  if (routeId !== 'operationalNeedForm') return null;
  return (
    <Suspense fallback={<PrerenderedFallback><Skeleton height={40} width="60%" /></PrerenderedFallback>}>
      <SigningScreen />
    </Suspense>
  );
}
