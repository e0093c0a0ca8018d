import { StrictMode, startTransition } from 'react';
import { COMPANIES } from 'shared-contracts';
import { loadRuntimeConfig, configureRuntime, installErrorLogging, logClientError } from 'ui-kit/host';
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

/**
 * The browser's turn. The start runs in parts with a turn between them (React's modules, then the app's, then the
 * render), so that no one task holds a phone's main thread: one task of it was 80 ms on this machine's Chromium, 320
 * at a phone's 4x (issue 41, total blocking time). The imports are eager: the modules are in the chunks already
 * loaded, nothing more is downloaded.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
    await nextTask();
    const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
    await nextTask();
    const { App } = await import(/* webpackMode: "eager" */ './app/app');
    await nextTask();
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
