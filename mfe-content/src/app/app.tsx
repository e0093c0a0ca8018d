import { Suspense, lazy } from 'react';
import type { RemoteAppProps, RouteId } from 'shared-contracts';
import { PrerenderedFallback, PrerenderedScreenDone, Skeleton, Stack } from 'ui-kit';
import { useLocation, useParams } from 'ui-kit/router';
import { loadPage } from '../content/loaders';
import { INFORMATION_ROUTES, type InformationRouteId } from '../features/pages/information-routes';

const Home = lazy(() => import('../features/pages/home-page'));
const InformationPage = lazy(() => import('../features/pages/information-page'));
const FaqPage = lazy(() => import('../features/faq/faq-page'));
const QuestionPage = lazy(() => import('../features/faq/question-page'));
const MediaPage = lazy(() => import('../features/media/media-page'));
const MediaArticlePage = lazy(() => import('../features/media/media-article-page'));
const EnquiryPage = lazy(() => import('../features/enquiries/enquiry-page'));
const DownloadsPage = lazy(() => import('../features/downloads/downloads-page'));
const NotFound = lazy(() => import('../features/pages/not-found-page'));

const isInformationRoute = (id: RouteId): id is InformationRouteId => (INFORMATION_ROUTES as readonly string[]).includes(id);

function Screen({ routeId }: { routeId: RouteId }) {
  const params = useParams();
  switch (routeId) {
    case 'home':
      void loadPage('home');
      return <Home />;
    case 'faq':
      return <FaqPage />;
    case 'question': {
      const slug = params.questionUrl ?? '';
      return <QuestionPage key={slug} slug={slug} />;
    }
    case 'media':
      return <MediaPage />;
    case 'mediaArticle': {
      const slug = params.article ?? '';
      return <MediaArticlePage key={slug} slug={slug} />;
    }
    case 'contactUs':
    case 'companyAccounts':
      void loadPage(routeId);
      return <EnquiryPage routeId={routeId} />;
    case 'forms':
      void loadPage('forms');
      return <DownloadsPage />;
    default:
      if (isInformationRoute(routeId)) {
        void loadPage(routeId);
        return <InformationPage routeId={routeId} />;
      }
      return <NotFound />;
  }
}

function Loading() {
  const { pathname } = useLocation();
  return (
    <PrerenderedFallback pathname={pathname}>
      <Stack gap="md" aria-busy="true">
        <Skeleton height={40} width="60%" />
        <Skeleton height={16} />
        <Skeleton height={16} width="80%" />
      </Stack>
    </PrerenderedFallback>
  );
}

export default function App({ routeId }: RemoteAppProps) {
  return (
    <Suspense fallback={<Loading />}>
      <PrerenderedScreenDone />
      <Screen routeId={routeId} />
    </Suspense>
  );
}
