import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { COMPANIES } from 'shared-contracts';
import { loadRuntimeConfig, configureRuntime, installErrorLogging } from 'ui-kit/host';
import { App } from './app/app';
import { configureRemotes } from './features/remotes/remote-registry';
import { PROVIDED_TO_REMOTES } from './provided-to-remotes';
import { prefetchLikelyRemotes } from './prefetch';
import { registerServiceWorker } from './features/offline/service-worker';
import { keepPrerenderedScreen } from './app/prerendered-screen';

async function start() {
  void PROVIDED_TO_REMOTES;
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  try {
    const config = await loadRuntimeConfig();
    const company = configureRuntime(config);
    configureRemotes(config.remotes);
    installErrorLogging();
    document.documentElement.dataset.company = company;
    // a prerendered page: its screen stays in view until the route's remote renders it (decision 026)
    keepPrerenderedScreen(root, window.location.pathname);
    // the first render is a transition: React yields to the browser every few milliseconds instead of holding a
    // phone's main thread for the whole tree (issue 17, total blocking time); the page painted from the HTML stays
    // in view meanwhile
    const app = createRoot(root);
    startTransition(() =>
      app.render(
        <StrictMode>
          <App company={company} siteName={COMPANIES[company].name} />
        </StrictMode>,
      ),
    );
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
