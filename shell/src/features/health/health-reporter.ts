import type { RemoteName, RuntimeConfig } from 'shared-contracts';
import type { Metric } from 'web-vitals';
import { RemoteUnavailableError, releaseOf, remoteAt } from '../remotes/remote-registry';
import { createBeaconSender, type BeaconSender } from './beacon-sender';
import { createHealthTally, type HealthTally, type Vital } from './health-tally';

// nothing but counts and vitals leaves: no address, no id, no text of an error (decision 092)
interface HealthReporter {
  visit(remote: RemoteName, version: string): void;
  failure(remote: RemoteName, version: string, error: unknown): void;
  pageError(scriptUrl: string | undefined): void;
  vital(name: Vital, value: number): void;
  flush(): void;
}

export function createHealthReporter({ tally, sender, releaseOfRemote = releaseOf }: { tally: HealthTally; sender: BeaconSender; releaseOfRemote?: (remote: RemoteName) => string }): HealthReporter {
  let onScreen: { remote: RemoteName; version: string } | undefined;
  let flushQueued = false;
  function flush() {
    flushQueued = false;
    for (const batch of tally.take()) {
      if (!sender.send(batch)) {
        tally.restore(batch);
        return;
      }
    }
  }
  // at once, as a visitor may leave the moment a canary fails; a microtask later, so one commit goes in one beacon
  function flushSoon() {
    if (flushQueued) return;
    flushQueued = true;
    queueMicrotask(flush);
  }
  return {
    visit(remote, version) {
      onScreen = { remote, version };
      tally.visit(remote, version);
    },
    failure(remote, version, error) {
      tally.visit(remote, version);
      const counted = error instanceof RemoteUnavailableError ? tally.loadFailure(remote, version) : tally.error(remote, version);
      if (counted) flushSoon();
    },
    pageError(scriptUrl) {
      const remote = scriptUrl ? remoteAt(scriptUrl) : undefined;
      if (!remote) return;
      const version = onScreen?.remote === remote ? onScreen.version : releaseOfRemote(remote);
      // a remote not shown in this document had no visit to fail
      if (tally.visited(remote, version) && tally.error(remote, version)) flushSoon();
    },
    vital(name, value) {
      if (!onScreen) return;
      tally.vital(onScreen.remote, onScreen.version, name, value);
      // web-vitals reports LCP, CLS and INP as the page is hidden, after this reporter's own listener has sent the batch
      if (document.visibilityState === 'hidden') flushSoon();
    },
    flush,
  };
}

// the stack first: a remote's handler error reaches the window through React's reportError, whose file is react-dom
export function scriptOf(event: Pick<ErrorEvent, 'filename' | 'error'>): string | undefined {
  const stack = event.error instanceof Error ? event.error.stack : undefined;
  return (stack ? /(https?:\/\/[^\s)]+?):\d+:\d+/.exec(stack)?.[1] : undefined) ?? (event.filename || undefined);
}

let reporter: HealthReporter | undefined;

function whenIdleAfterLoad(run: () => void) {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 1_000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

// sampled per document, so that visits and failures stay in proportion
export function startHealthReports(config: Pick<RuntimeConfig, 'apiBase' | 'rumSampleRate'>, random: () => number = Math.random): void {
  if (reporter) return;
  if (random() >= (config.rumSampleRate ?? 1)) return;
  const started = createHealthReporter({ tally: createHealthTally(), sender: createBeaconSender({ url: `${config.apiBase}/api/rum` }) });
  reporter = started;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') started.flush();
  });
  window.addEventListener('pagehide', () => started.flush());
  window.addEventListener('error', (event) => started.pageError(scriptOf(event)));
  whenIdleAfterLoad(() => {
    void import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
      .then(({ onCLS, onINP, onLCP }) => {
        const report = (metric: Metric) => started.vital(metric.name.toLowerCase() as Vital, metric.value);
        onLCP(report);
        onINP(report);
        onCLS(report);
      })
      .catch(() => undefined);
  });
}

export function reportVisit(remote: RemoteName, version: string): void {
  reporter?.visit(remote, version);
}

export function reportFailure(remote: RemoteName, version: string, error: unknown): void {
  reporter?.failure(remote, version, error);
}
