import { Suspense, lazy } from 'react';
import type { RemoteAppProps, RouteId } from 'shared-contracts';
import { PrerenderedFallback, PrerenderedScreenDone, Skeleton } from 'ui-kit';
import { useLocation } from 'ui-kit/router';

import SCREENS from './screens.json';

// each screen is a chunk named screen-<name>: the build lists its code, and the static server hints it with the page of
// each of its routes (screens.json, docs/decisions/068)
const WizardScreen = lazy(() => import(/* webpackChunkName: "screen-wizard" */ '../features/wizard/wizard-screen'));
const ProcessingScreen = lazy(() => import(/* webpackChunkName: "screen-processing" */ '../features/wizard/processing-screen'));
const RenewScreen = lazy(() => import(/* webpackChunkName: "screen-renew" */ '../features/renew/renew-screen'));
const NoticeScreen = lazy(() => import('../features/notices/notice-screen'));
const LinkExpiredScreen = lazy(() => import(/* webpackChunkName: "screen-link-expired" */ '../features/notices/link-expired-screen'));
const SavedScreen = lazy(() => import(/* webpackChunkName: "screen-saved" */ '../features/wizard/save-and-return/saved-screen'));

const screenOf = (id: RouteId) => (Object.keys(SCREENS) as (keyof typeof SCREENS)[]).find((screen) => (SCREENS[screen] as readonly string[]).includes(id));

/** The application remote: the screen of each route id it owns (spec §2). */
export default function App({ routeId: id }: RemoteAppProps) {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={<PrerenderedFallback pathname={pathname}><Skeleton height={40} width="60%" /></PrerenderedFallback>}>
      <PrerenderedScreenDone />
      {screenOf(id) === 'wizard' ? (
        <WizardScreen routeId={id} />
      ) : screenOf(id) === 'processing' ? (
        <ProcessingScreen />
      ) : screenOf(id) === 'renew' ? (
        <RenewScreen />
      ) : screenOf(id) === 'saved' ? (
        <SavedScreen />
      ) : screenOf(id) === 'link-expired' ? (
        <LinkExpiredScreen />
      ) : (
        <NoticeScreen routeId={id} />
      )}
    </Suspense>
  );
}
