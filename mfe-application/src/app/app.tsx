import { Suspense, lazy } from 'react';
import type { RemoteAppProps, RouteId } from 'shared-contracts';
import { PrerenderedFallback, PrerenderedScreenDone, Skeleton } from 'ui-kit';
import { useLocation } from 'ui-kit/router';

const WizardScreen = lazy(() => import('../features/wizard/wizard-screen'));
const ProcessingScreen = lazy(() => import('../features/wizard/processing-screen'));
const RenewScreen = lazy(() => import('../features/renew/renew-screen'));
const NoticeScreen = lazy(() => import('../features/notices/notice-screen'));
const LinkExpiredScreen = lazy(() => import('../features/notices/link-expired-screen'));
const SavedScreen = lazy(() => import('../features/wizard/save-and-return/saved-screen'));

const WIZARD_ROUTES: readonly RouteId[] = ['newForm', 'newFormStep1', 'form', 'formStep1', 'formStep2', 'formStep3', 'formStep4'];

export default function App({ routeId: id }: RemoteAppProps) {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={<PrerenderedFallback pathname={pathname}><Skeleton height={40} width="60%" /></PrerenderedFallback>}>
      <PrerenderedScreenDone />
      {WIZARD_ROUTES.includes(id) ? (
        <WizardScreen routeId={id} />
      ) : id === 'formProcessing' ? (
        <ProcessingScreen />
      ) : id === 'renew' ? (
        <RenewScreen />
      ) : id === 'formSaved' ? (
        <SavedScreen />
      ) : id === 'linkExpired' ? (
        <LinkExpiredScreen />
      ) : (
        <NoticeScreen routeId={id} />
      )}
    </Suspense>
  );
}
