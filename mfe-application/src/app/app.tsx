import { Suspense, lazy } from 'react';
import type { RemoteAppProps, RouteId } from 'shared-contracts';
import { Skeleton } from 'ui-kit';

const WizardScreen = lazy(() => import('../features/wizard/wizard-screen'));
const NoticeScreen = lazy(() => import('../features/notices/notice-screen'));

const WIZARD_ROUTES: readonly RouteId[] = ['renew', 'newForm', 'newFormStep1', 'form', 'formStep1', 'formStep2', 'formStep3', 'formStep4', 'formProcessing'];

export default function App({ routeId }: RemoteAppProps) {
  const id = routeId as RouteId;
  return (
    <Suspense fallback={<Skeleton height={40} width="60%" />}>
      {WIZARD_ROUTES.includes(id) ? <WizardScreen routeId={id} /> : <NoticeScreen routeId={id} />}
    </Suspense>
  );
}
