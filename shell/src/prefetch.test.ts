import type { RemoteName } from 'shared-contracts';
import { LIKELY_NEXT, PREFETCH_MARK, prefetchLikelyRemotes, routeOfPath, type IdleWindow } from './prefetch';
import { connectionAllowsPrefetch, INTENT_EVENTS, PREFETCH_DONE_MARK, type ConnectionHints } from './prefetch-rules';

jest.mock('./features/remotes/remote-registry', () => ({ loadRemoteApp: jest.fn() }));

/** An element inside a link to `href` (what an intent event's target is). */
const inLink = (href: string) => ({ closest: (selector: string) => (selector === 'a[href]' ? { getAttribute: () => href } : null) });

/** A window whose load event, idle callbacks and intent events the test fires by hand, recording what happened in order. */
function fakeWindow({ pathname = '/', readyState = 'loading', connection, idleCallback = true }: { pathname?: string; readyState?: DocumentReadyState; connection?: ConnectionHints; idleCallback?: boolean } = {}) {
  const events: string[] = [];
  const idle: (() => void)[] = [];
  const onLoad: (() => void)[] = [];
  const listeners = new Map<string, (event: { target: unknown }) => void>();
  const win: IdleWindow & { document: { readyState: DocumentReadyState } } = {
    document: {
      readyState,
      addEventListener: (type, listener) => void listeners.set(type, listener),
      removeEventListener: (type) => void listeners.delete(type),
    },
    location: { pathname, origin: 'https://cards.example' },
    navigator: { connection },
    performance: { mark: (name: string) => events.push(`mark ${name}`) },
    setTimeout: (callback: () => void) => {
      events.push('timer');
      idle.push(callback);
    },
    addEventListener: (_type, listener) => onLoad.push(listener),
    ...(idleCallback
      ? {
          requestIdleCallback: (callback: () => void, options?: { timeout: number }) => {
            events.push(`idle ${options?.timeout}`);
            idle.push(callback);
          },
        }
      : {}),
  };
  // lets the awaited promises run (jsdom has no setImmediate)
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    win,
    events,
    /** fires the load event */
    async load() {
      win.document.readyState = 'complete';
      onLoad.splice(0).forEach((listener) => listener());
      await settle();
    },
    /** the event types the page listens to for intent */
    listening: () => [...listeners.keys()],
    /** the visitor points at (or touches, or focuses) something inside a link to `href` */
    async intent(href: string, type: (typeof INTENT_EVENTS)[number] = 'pointerover') {
      listeners.get(type)?.({ target: inLink(href) });
      await settle();
    },
    /** runs the pending idle callbacks */
    async idle() {
      await settle();
      idle.splice(0).forEach((callback) => callback());
      await settle();
    },
  };
}

function loader(events: string[], failing: RemoteName[] = []) {
  return jest.fn((remote: RemoteName) => {
    events.push(`load ${remote}`);
    return failing.includes(remote) ? Promise.reject(new Error(`${remote} down`)) : Promise.resolve({});
  });
}

describe('prefetch on intent (issue 9; issue 17, decision 051)', () => {
  it("from home: after the load event, an idle period and the page's own remote, loads nothing until the visitor is about to follow a link to the wizard or tracking", async () => {
    const w = fakeWindow();
    const load = loader(w.events);
    const armed = prefetchLikelyRemotes({ win: w.win, load });
    await w.idle();
    expect(load).not.toHaveBeenCalled();
    await w.load();
    expect(load).not.toHaveBeenCalled();
    await w.idle();
    // the page's own remote (content) first: the first render needs it
    await expect(armed).resolves.toEqual(['application', 'statusTracking']);
    expect(load.mock.calls.map(([remote]) => remote)).toEqual(['content']);
    expect(w.listening().sort()).toEqual([...INTENT_EVENTS].sort());
    // nothing of the first visit's budget goes to the next pages: only a link's intent loads one
    await w.intent('/faq');
    await w.intent('https://elsewhere.example/apply/form/');
    expect(load.mock.calls.map(([remote]) => remote)).toEqual(['content']);
    await w.intent('/apply/form/');
    await w.intent('https://cards.example/apply/form/', 'touchstart');
    await w.intent('/track-msic', 'focusin');
    expect(load.mock.calls.map(([remote]) => remote)).toEqual(['content', 'application', 'statusTracking']);
    expect(w.events).toEqual(['idle 5000', 'load content', `mark ${PREFETCH_DONE_MARK}`, `mark ${PREFETCH_MARK}`, 'load application', 'load statusTracking']);
    // every likely remote is loaded: no more watching
    expect(w.listening()).toEqual([]);
  });

  it('home is set to prefetch the application wizard and tracking', () => {
    expect(LIKELY_NEXT.home).toEqual(['application', 'statusTracking']);
  });

  it('uses a timer where requestIdleCallback does not exist', async () => {
    const w = fakeWindow({ readyState: 'complete', idleCallback: false });
    const load = loader(w.events);
    const armed = prefetchLikelyRemotes({ win: w.win, load });
    await w.idle();
    await expect(armed).resolves.toEqual(['application', 'statusTracking']);
    expect(w.events.filter((e) => e === 'timer')).toHaveLength(1);
  });

  it.each<[string, ConnectionHints]>([
    ['the visitor saves data', { saveData: true, effectiveType: '4g' }],
    ['the connection is 2G', { effectiveType: '2g' }],
    ['the connection is slow 2G', { effectiveType: 'slow-2g' }],
  ])('watches nothing when %s', async (_, connection) => {
    const w = fakeWindow({ readyState: 'complete', connection });
    const load = loader(w.events);
    await expect(prefetchLikelyRemotes({ win: w.win, load })).resolves.toEqual([]);
    expect(load).not.toHaveBeenCalled();
    expect(w.listening()).toEqual([]);
    // only the mark that says the prefetch is over, for whoever measures the first visit
    expect(w.events).toEqual([`mark ${PREFETCH_DONE_MARK}`]);
  });

  it('watches nothing from a route with no likely next page', async () => {
    const w = fakeWindow({ pathname: '/faq', readyState: 'complete' });
    const load = loader(w.events);
    await expect(prefetchLikelyRemotes({ win: w.win, load })).resolves.toEqual([]);
    expect(load).not.toHaveBeenCalled();
    expect(w.listening()).toEqual([]);
  });

  it("adds no loading when the page's own remote failed, and carries on past a prefetch that fails", async () => {
    const own = fakeWindow({ readyState: 'complete' });
    const failingOwn = loader(own.events, ['content']);
    const nothing = prefetchLikelyRemotes({ win: own.win, load: failingOwn });
    await own.idle();
    await expect(nothing).resolves.toEqual([]);
    expect(own.listening()).toEqual([]);

    const w = fakeWindow({ readyState: 'complete' });
    const load = loader(w.events, ['application']);
    const armed = prefetchLikelyRemotes({ win: w.win, load });
    await w.idle();
    await armed;
    await w.intent('/apply/form/');
    await w.intent('/track-msic');
    expect(load.mock.calls.map(([remote]) => remote)).toEqual(['content', 'application', 'statusTracking']);
  });

  it('judges the connection from the Network Information hints', () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: '2g' })).toBe(false);
  });

  it('knows a route from its path (routes without parameters)', () => {
    expect(routeOfPath('/')).toBe('home');
    expect(routeOfPath('/faq')).toBe('faq');
    expect(routeOfPath('/status/12')).toBeUndefined();
  });
});
