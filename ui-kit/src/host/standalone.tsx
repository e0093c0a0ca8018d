import { StrictMode, startTransition, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { COMPANIES, ROUTES, routesOf, type RemoteAppProps, type RemoteName } from 'shared-contracts';
import { Route, Routes } from 'ui-kit/router';
import { PageHeading, Text } from 'ui-kit';
import { AppProviders } from './providers';
import { SiteLayout } from './site-layout';
import { RouteFrame } from './route-frame';
import { loadRuntimeConfig } from './runtime-config';
import { configureRuntime } from './configure-runtime';
import { installErrorLogging } from './error-logging';

function NotInThisApp() {
  return (
    <>
      <PageHeading>Page not found</PageHeading>
      <Text mt="md">This address is not part of this service.</Text>
    </>
  );
}

export interface StandaloneOptions {
  /** `/` when the remote has no route there (issue 20); it sets its own title */
  home?: ComponentType;
}

export async function startStandalone(remote: RemoteName, App: ComponentType<RemoteAppProps>, container = document.getElementById('root'), options: StandaloneOptions = {}) {
  const Home = options.home;
  if (!container) throw new Error('No #root element to render into');
  const config = await loadRuntimeConfig();
  const company = configureRuntime(config);
  installErrorLogging();
  const siteName = COMPANIES[company].name;
  // a transition, as the shell's (issue 17)
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders company={company}>
          <SiteLayout company={company} navigation={false}>
            <Routes>
              {routesOf(remote)
                .filter((id) => ROUTES[id].path !== '*')
                .map((id) => (
                  <Route
                    key={id}
                    path={ROUTES[id].path}
                    element={
                      <RouteFrame routeId={id} siteName={siteName}>
                        <App routeId={id} />
                      </RouteFrame>
                    }
                  />
                ))}
              {Home && !routesOf(remote).some((id) => ROUTES[id].path === '/') && <Route path="/" element={<Home />} />}
              <Route path="*" element={<NotInThisApp />} />
            </Routes>
          </SiteLayout>
        </AppProviders>
      </StrictMode>,
    ),
  );
}
