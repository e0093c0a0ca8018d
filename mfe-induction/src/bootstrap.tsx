import { lazy, Suspense } from 'react';
import { Skeleton } from 'ui-kit';
import { startStandalone } from 'ui-kit/host';
import App from './app/app';

const InductionHome = lazy(() => import('./features/home/induction-home'));

function Home() {
  return (
    <Suspense fallback={<Skeleton height={40} width="60%" />}>
      <InductionHome />
    </Suspense>
  );
}

void startStandalone('induction', App, undefined, { home: Home });
