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
  /**
   * What the app's own root (/) shows when the remote has no route there: a page that says what the app is and
   * where to start (the induction app's, issue 20). It sets its own title. Without it, / is "not part of this service".
   */
  home?: ComponentType;
}

/**
 * Starts a remote as a complete app on its own origin (its own providers, client and session store), the way
 * induction-only participants reach the induction remote. Routes are the remote's own from ROUTES.
 */
export async function startStandalone(remote: RemoteName, App: ComponentType<RemoteAppProps>, container = document.getElementById('root'), options: StandaloneOptions = {}) {
  const Home = options.home;
  if (!container) throw new Error('No #root element to render into');
  const config = await loadRuntimeConfig();
  const company = configureRuntime(config);
  installErrorLogging();
  const siteName = COMPANIES[company].name;
  // the first render is a transition, as the shell's (issue 17): React yields to the browser every few milliseconds
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
