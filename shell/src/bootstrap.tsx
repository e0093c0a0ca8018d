import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { COMPANIES } from 'shared-contracts';
import { loadRuntimeConfig, configureRuntime, installErrorLogging, logClientError } from 'ui-kit/host';
import { App } from './app/app';
import { configureRemotes } from './features/remotes/remote-registry';
import { PROVIDED_TO_REMOTES } from './provided-to-remotes';
import { prefetchLikelyRemotes } from './prefetch';
import { registerServiceWorker } from './features/offline/service-worker';
import { keepPrerenderedScreen } from './app/prerendered-screen';
import { startHealthReports } from './features/health/health-reporter';

// React renders such a part anew (a shell released with another frame than the content's pages, say): logged for the teams
function reportHydrationError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  console.warn('[shell] the served page was rendered again instead of hydrated:', message);
  void logClientError({ message: `Hydration: ${message}`, stackTrace: error instanceof Error ? (error.stack ?? '') : '', cause: 'hydration' });
}

async function start() {
  void PROVIDED_TO_REMOTES;
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  try {
    const config = await loadRuntimeConfig();
    const company = configureRuntime(config);
    configureRemotes(config.remotes);
    installErrorLogging();
    // before the first render, which counts visits
    startHealthReports(config);
    document.documentElement.dataset.company = company;
    const app = (
      <StrictMode>
        <App company={company} siteName={COMPANIES[company].name} />
      </StrictMode>
    );
    // a transition: React yields to the browser instead of holding a phone's main thread (issue 17, total blocking time)
    if (root.hasAttribute('data-hydrate')) {
      // a content page rendered in the shell's own tree (decision 071)
      startTransition(() => {
        hydrateRoot(root, app, { onRecoverableError: reportHydrationError });
      });
    } else {
      // a screen prerendered apart stays in view until the route's remote renders (decision 026)
      keepPrerenderedScreen(root, window.location.pathname);
      const created = createRoot(root);
      startTransition(() => created.render(app));
    }
    void prefetchLikelyRemotes();
    registerServiceWorker(config);
  } catch (error) {
    root.innerHTML = '<main style="font-family:sans-serif;padding:2rem"><h1>Service unavailable</h1><p>The site could not start. Please try again in a few minutes.</p></main>';
    throw error;
  }
}

void start();
