import { useMemo } from 'react';
import { ROUTE_IDS, ROUTES, type CompanyId } from 'shared-contracts';
import { useRoutes } from 'ui-kit/router';
import { AppProviders, RouteFrame, SiteLayout } from 'ui-kit/host';
import { RemoteOutlet } from './remote-outlet';
import { useRegistryRefresh } from './registry-refresh';

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
  useRegistryRefresh();
  const routes = useMemo(() => routesOf(siteName), [siteName]);
  return useRoutes(routes);
}

/**
 * The shell owns routing: every route of spec §2 maps to the remote that renders it (shared-contracts ROUTES). A
 * content page arrives rendered in the same tree (tools/webpack/prerender-frame.tsx): providers, SiteLayout, the
 * route's RouteFrame and ui-kit's RemoteSlot, with nothing beside them that would change React's ids, so that the
 * shell hydrates it (decision 071).
 */
export function App({ company, siteName }: { company: CompanyId; siteName: string }) {
  return (
    <AppProviders company={company}>
      <SiteLayout company={company}>
        <SiteRoutes siteName={siteName} />
      </SiteLayout>
    </AppProviders>
  );
}
