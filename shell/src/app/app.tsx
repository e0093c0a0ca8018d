import { useMemo } from 'react';
import { ROUTE_IDS, ROUTES, type CompanyId } from 'shared-contracts';
import { useRoutes } from 'ui-kit/router';
import { AppProviders, RouteFrame, SiteLayout } from 'ui-kit/host';
import { RemoteOutlet } from './remote-outlet';
import { useRegistryRefresh } from './registry-refresh';

const routesOf = (siteName: string) =>
  ROUTE_IDS.map((id) => ({
    path: ROUTES[id].path,
    element: (
      <RouteFrame routeId={id} siteName={siteName}>
        <RemoteOutlet remote={ROUTES[id].remote} routeId={id} />
      </RouteFrame>
    ),
  }));

// made once: `<Routes>` made the route objects again on every navigation, a wizard step move included (issue 15)
function SiteRoutes({ siteName }: { siteName: string }) {
  useRegistryRefresh();
  const routes = useMemo(() => routesOf(siteName), [siteName]);
  return useRoutes(routes);
}

// the same tree as tools/webpack/prerender-frame.tsx renders: anything beside it would change React's ids (decision 071)
export function App({ company, siteName }: { company: CompanyId; siteName: string }) {
  return (
    <AppProviders company={company}>
      <SiteLayout company={company}>
        <SiteRoutes siteName={siteName} />
      </SiteLayout>
    </AppProviders>
  );
}
