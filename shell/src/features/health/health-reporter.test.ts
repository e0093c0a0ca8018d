import type { RumBatch } from 'shared-contracts/releases';
import { RemoteUnavailableError, configureRemotes } from '../remotes/remote-registry';
import { createBeaconSender } from './beacon-sender';
import { createHealthReporter, reportFailure, reportVisit, scriptOf, startHealthReports } from './health-reporter';
import { createHealthTally } from './health-tally';

type VitalCallback = (metric: { name: string; value: number }) => void;
const vitalCallbacks: Record<string, VitalCallback> = {};
jest.mock('web-vitals', () => ({
  onLCP: (callback: VitalCallback) => (vitalCallbacks.LCP = callback),
  onINP: (callback: VitalCallback) => (vitalCallbacks.INP = callback),
  onCLS: (callback: VitalCallback) => (vitalCallbacks.CLS = callback),
}));

const CANARY = '1.0.1-0123456789';
const flushMicrotasks = () => new Promise((resolve) => setTimeout(resolve, 0));

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

function reporterWithBeacons(now = () => 0) {
  const sent: { url: string; batch: RumBatch }[] = [];
  const sender = createBeaconSender({
    url: 'http://api.test/api/rum',
    now,
    // the tab's record of beacons sent, of this test alone
    storage: memoryStorage(),
    beacon: (url, body) => {
      sent.push({ url, batch: JSON.parse(body) as RumBatch });
      return true;
    },
  });
  return { sent, reporter: createHealthReporter({ tally: createHealthTally(), sender, releaseOfRemote: () => '1.0.0' }) };
}

beforeEach(() => setVisibility('visible'));

describe('the health reporter: what is sent, and when', () => {
  it('sends a load failure at once, in one beacon with its visit: a visitor who leaves at once is still counted', async () => {
    const { sent, reporter } = reporterWithBeacons();
    reporter.visit('application', CANARY);
    reporter.failure('application', CANARY, new RemoteUnavailableError('application', 'incompatible', 'built with shared-contracts 3.0.0'));
    expect(sent).toEqual([]);
    await flushMicrotasks();
    expect(sent).toEqual([{ url: 'http://api.test/api/rum', batch: { entries: [{ remote: 'application', version: CANARY, visits: 1, loadFailures: 1, errors: 0 }] } }]);
  });

  it("counts an error of the remote's screen as an error, and a failure panel shown without a visit recorded yet as a visit", async () => {
    const { sent, reporter } = reporterWithBeacons();
    reporter.failure('content', '1.0.0', new Error('broken screen'));
    await flushMicrotasks();
    expect(sent[0]?.batch.entries).toEqual([{ remote: 'content', version: '1.0.0', visits: 1, loadFailures: 0, errors: 1 }]);
  });

  it('sends visits and web vitals, attributed to the remote on screen, when the page is hidden, and nothing when nothing happened', async () => {
    const { sent, reporter } = reporterWithBeacons();
    reporter.flush();
    expect(sent).toEqual([]);
    reporter.vital('lcp', 800); // before any remote is on screen: nobody's
    reporter.visit('content', '1.0.0');
    reporter.vital('lcp', 1200);
    reporter.visit('statusTracking', CANARY);
    reporter.vital('inp', 96);
    reporter.flush();
    expect(sent.map((s) => s.batch)).toEqual([
      {
        entries: [
          { remote: 'content', version: '1.0.0', visits: 1, loadFailures: 0, errors: 0, lcp: [1200] },
          { remote: 'statusTracking', version: CANARY, visits: 1, loadFailures: 0, errors: 0, inp: [96] },
        ],
      },
    ]);
    // web-vitals reports its last values as the page is hidden, after the batch went: they follow in a second beacon
    setVisibility('hidden');
    reporter.vital('cls', 0.01);
    await flushMicrotasks();
    expect(sent[1]?.batch.entries).toEqual([{ remote: 'statusTracking', version: CANARY, visits: 0, loadFailures: 0, errors: 0, cls: [0.01] }]);
  });

  it('sends at most 6 beacons a minute: what waits goes with the next beacon allowed', async () => {
    let now = 0;
    const { sent, reporter } = reporterWithBeacons(() => now);
    for (let i = 0; i < 8; i++) {
      reporter.visit('content', `1.0.${i}`);
      reporter.flush();
    }
    expect(sent).toHaveLength(6);
    now = 60_001;
    reporter.flush();
    expect(sent).toHaveLength(7);
    expect(sent[6]?.batch.entries.map((e) => e.version)).toEqual(['1.0.6', '1.0.7']);
  });

  it("counts an uncaught error of the page for the remote whose origin its script is on, once it has been visited, and never the shell's own", async () => {
    configureRemotes({ content: { manifest: 'http://localhost:3005/v/1.0.0/mf-manifest.json', version: '1.0.0' } });
    const { sent, reporter } = reporterWithBeacons();
    reporter.pageError('http://localhost:3005/js/123.js');
    reporter.flush();
    expect(sent).toEqual([]);
    reporter.visit('content', '1.0.0');
    reporter.pageError(`${window.location.origin}/js/main.js`);
    reporter.pageError('http://localhost:3005/js/123.js');
    await flushMicrotasks();
    expect(sent.map((s) => s.batch.entries)).toEqual([[{ remote: 'content', version: '1.0.0', visits: 1, loadFailures: 0, errors: 1 }]]);
  });

  it("finds where an error was thrown in its stack first (React's reportError names react-dom's file), else the event's file", () => {
    const error = new Error('x');
    error.stack = 'Error: x\n    at render (http://localhost:3005/js/812.3f2a.js:1:2044)\n    at main (http://localhost:3000/js/main.js:1:1)';
    expect(scriptOf({ filename: '', error })).toBe('http://localhost:3005/js/812.3f2a.js');
    expect(scriptOf({ filename: 'http://localhost:3000/js/react-dom.js', error })).toBe('http://localhost:3005/js/812.3f2a.js');
    expect(scriptOf({ filename: 'http://localhost:3001/js/a.js', error: null })).toBe('http://localhost:3001/js/a.js');
    expect(scriptOf({ filename: '', error: 'not an error' })).toBeUndefined();
  });
});

describe('startHealthReports: one reporter a document, sampled, sent on pagehide with navigator.sendBeacon', () => {
  it('records nothing on a page outside the sample', () => {
    // the module's reporter is made once: this document's is not started by a random draw past the rate
    startHealthReports({ apiBase: 'http://api.test', rumSampleRate: 0.25 }, () => 0.5);
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    reportVisit('content', '1.0.0');
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('in the sample: sends text with no address and no id to /api/rum of the API, web vitals after the page has loaded', async () => {
    jest.useFakeTimers();
    try {
      const sendBeacon = jest.fn((_url: string, _body: string) => true);
      Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
      startHealthReports({ apiBase: 'http://api.test', rumSampleRate: 0.25 }, () => 0.1);
      reportVisit('content', '1.0.0');
      reportFailure('content', '1.0.0', new Error('screen'));
      await jest.advanceTimersByTimeAsync(1_100);
      expect(sendBeacon).toHaveBeenCalledTimes(1);
      expect(sendBeacon.mock.calls[0]?.[0]).toBe('http://api.test/api/rum');
      // web-vitals was loaded once the page had loaded and the browser was idle
      vitalCallbacks.LCP?.({ name: 'LCP', value: 640 });
      vitalCallbacks.INP?.({ name: 'INP', value: 72 });
      window.dispatchEvent(new Event('pagehide'));
      expect(sendBeacon).toHaveBeenCalledTimes(2);
      const body = sendBeacon.mock.calls[1]?.[1] ?? '';
      expect(JSON.parse(body)).toEqual({ entries: [{ remote: 'content', version: '1.0.0', visits: 0, loadFailures: 0, errors: 0, lcp: [640], inp: [72] }] });
      expect(body).not.toMatch(/http|\/|@/);
    } finally {
      jest.useRealTimers();
    }
  });
});
