import { ROUTE_IDS, ROUTES, type CompanyId } from 'shared-contracts';
import { Route, Routes } from 'ui-kit/router';
import { AppProviders, RouteFrame, SiteLayout } from 'ui-kit/host';
import { RemoteOutlet } from './remote-outlet';
import { RegistryRefresh } from './registry-refresh';

/** The shell owns routing: every route of spec §2 maps to the remote that renders it (shared-contracts ROUTES). */
export function App({ company, siteName }: { company: CompanyId; siteName: string }) {
  return (
    <AppProviders company={company}>
      <RegistryRefresh />
      <SiteLayout company={company}>
        <Routes>
          {ROUTE_IDS.map((id) => (
            <Route
              key={id}
              path={ROUTES[id].path}
              element={
                <RouteFrame routeId={id} siteName={siteName}>
                  <RemoteOutlet remote={ROUTES[id].remote} routeId={id} />
                </RouteFrame>
              }
            />
          ))}
        </Routes>
      </SiteLayout>
    </AppProviders>
  );
}
