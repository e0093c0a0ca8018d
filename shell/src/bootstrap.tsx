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

/**
 * A part of the served page that React could not take over as it was (its markup differs from the client's first
 * render, for one: a shell released with another frame than the content release's pages were rendered in): React
 * renders that part anew, which the visitor sees as today's render over the page. Logged, for the teams to see.
 */
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
    // each remote release's visits, failures and web vitals (issue 42): before the first render, which counts visits
    startHealthReports(config);
    document.documentElement.dataset.company = company;
    const app = (
      <StrictMode>
        <App company={company} siteName={COMPANIES[company].name} />
      </StrictMode>
    );
    // the first render is a transition: React yields to the browser every few milliseconds instead of holding a
    // phone's main thread for the whole tree (issue 17, total blocking time); the page painted from the HTML stays
    // in view meanwhile
    if (root.hasAttribute('data-hydrate')) {
      // a content page rendered in the shell's own tree (decision 071): React takes over the elements the HTML
      // painted, each part as its code and content arrive, instead of making them again
      startTransition(() => {
        hydrateRoot(root, app, { onRecoverableError: reportHydrationError });
      });
    } else {
      // a page whose screen was prerendered apart (a loading screen of another remote): it stays in view until the
      // route's remote renders it (decision 026)
      keepPrerenderedScreen(root, window.location.pathname);
      const created = createRoot(root);
      startTransition(() => created.render(app));
    }
    // after the first render, when the browser is idle: the remotes of the likely next pages
    void prefetchLikelyRemotes();
    // a reload without a network shows the shell and the wizard from the copies the worker keeps (issue 18)
    registerServiceWorker(config);
  } catch (error) {
    // without configuration nothing else can work: say so plainly rather than show a blank page
    root.innerHTML = '<main style="font-family:sans-serif;padding:2rem"><h1>Service unavailable</h1><p>The site could not start. Please try again in a few minutes.</p></main>';
    throw error;
  }
}

void start();
