import { useMemo } from 'react';
import { ROUTE_IDS, ROUTES, type CompanyId } from 'shared-contracts';
import { useRoutes } from 'ui-kit/router';
import { AppProviders, RouteFrame, SiteLayout } from 'ui-kit/host';
import { RemoteOutlet } from './remote-outlet';
import { RegistryRefresh } from './registry-refresh';

/** Every route of spec §2, each mapped to the remote that renders it (shared-contracts ROUTES). */
const routesOf = (siteName: string) =>
  ROUTE_IDS.map((id) => ({
    path: ROUTES[id].path,
    element: (
      <RouteFrame routeId={id} siteName={siteName}>
        <RemoteOutlet remote={ROUTES[id].remote} routeId={id} />
      </RouteFrame>
    ),
  }));

/**
 * The route the address names. The route objects are made once: `<Routes>` made them again from its children on
 * every navigation (a wizard step move included, issue 15) before matching the address against them.
 */
function SiteRoutes({ siteName }: { siteName: string }) {
  const routes = useMemo(() => routesOf(siteName), [siteName]);
  return useRoutes(routes);
}

/** The shell owns routing: every route of spec §2 maps to the remote that renders it (shared-contracts ROUTES). */
export function App({ company, siteName }: { company: CompanyId; siteName: string }) {
  return (
    <AppProviders company={company}>
      <RegistryRefresh />
      <SiteLayout company={company}>
        <SiteRoutes siteName={siteName} />
      </SiteLayout>
    </AppProviders>
  );
}
