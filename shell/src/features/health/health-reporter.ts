import type { RemoteName, RuntimeConfig } from 'shared-contracts';
import type { Metric } from 'web-vitals';
import { RemoteUnavailableError, releaseOf, remoteAt } from '../remotes/remote-registry';
import { createBeaconSender, type BeaconSender } from './beacon-sender';
import { createHealthTally, type HealthTally, type Vital } from './health-tally';

/**
 * The shell's real-user health reports (issue 42, decision 092): per remote and release, visits, load failures,
 * uncaught errors inside the remote's frame and the web vitals of its screens, sent to POST /api/rum in batches by
 * navigator.sendBeacon when the page is hidden or left, and at once when a remote fails. Nothing else leaves: no
 * address, no id, no text of an error. A sampled-out page (runtime config `rumSampleRate`) records nothing.
 */
export interface HealthReporter {
  /** a route of `remote` is shown, in release `version` */
  visit(remote: RemoteName, version: string): void;
  /** the remote's error boundary caught this: a load failure (RemoteUnavailableError) or an error of its screen */
  failure(remote: RemoteName, version: string, error: unknown): void;
  /** an uncaught error of the page (window `error`), counted for the remote its script came from */
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
        // over the limit, or refused: kept for the next beacon
        tally.restore(batch);
        return;
      }
    }
  }
  // a failure is sent at once (a visitor may leave the moment a canary fails); a microtask later, so that what the
  // same commit records goes in the same beacon
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
      // the failure panel took the visit's place: it was a visit all the same
      tally.visit(remote, version);
      const counted = error instanceof RemoteUnavailableError ? tally.loadFailure(remote, version) : tally.error(remote, version);
      if (counted) flushSoon();
    },
    pageError(scriptUrl) {
      const remote = scriptUrl ? remoteAt(scriptUrl) : undefined;
      if (!remote) return;
      const version = onScreen?.remote === remote ? onScreen.version : releaseOfRemote(remote);
      // code of a remote not shown in this document (none of its routes visited) is no visit's error
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

/**
 * Where an uncaught error was thrown: the first script address of its stack (Chrome `at f (https://…/x.js:1:2)`,
 * Firefox `f@https://…`), else the event's file. The stack first: an error of a remote's event handler reaches the
 * window through React's `reportError`, whose event names the shell's copy of react-dom. A script of another origin
 * loaded without CORS gives neither ("Script error."): such an error is not counted.
 */
export function scriptOf(event: Pick<ErrorEvent, 'filename' | 'error'>): string | undefined {
  const stack = event.error instanceof Error ? event.error.stack : undefined;
  return (stack ? /(https?:\/\/[^\s)]+?):\d+:\d+/.exec(stack)?.[1] : undefined) ?? (event.filename || undefined);
}

let reporter: HealthReporter | undefined;

/** After the first paint and when the browser is idle: web-vitals is not on the first screen's path. */
function whenIdleAfterLoad(run: () => void) {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 1_000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Starts the reports of this document. Sampled once per document: a page in the sample reports everything, the
 * others nothing (so that visits and failures stay in proportion).
 */
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

/** A route of the remote is shown, in that release (a no-op until the reports start, or on a page not sampled). */
export function reportVisit(remote: RemoteName, version: string): void {
  reporter?.visit(remote, version);
}

export function reportFailure(remote: RemoteName, version: string, error: unknown): void {
  reporter?.failure(remote, version, error);
}
