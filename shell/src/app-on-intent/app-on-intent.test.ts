import { appOnIntent } from './app-on-intent';

/** Decision 063: the script a page that is all links runs in place of the app. */

function run({ connection }: { connection?: { saveData?: boolean; effectiveType?: string } } = {}) {
  document.head.innerHTML = '';
  document.body.innerHTML = '<main><h1>MSIC</h1><a id="apply" href="/apply/form/"><span>Apply</span></a><a id="faq" href="/faq">FAQ</a><a id="away" href="https://example.org/apply/form/">Elsewhere</a></main>';
  const script = document.createElement('script');
  script.setAttribute('data-main', '/js/main.033e592deb.js');
  script.setAttribute('data-startup', '/js/7470.0f2f745122.js /js/9262.b69bd48364.js');
  script.setAttribute('data-app-routes', '^/apply/form/?$|^/track-msic/?$');
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  appOnIntent(script);
}

const appScripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
const prefetched = () => [...document.head.querySelectorAll('link[rel=prefetch]')].map((l) => l.getAttribute('href'));
const over = (id: string) => document.querySelector(`#${id}`)?.firstChild?.dispatchEvent(new Event('pointerover', { bubbles: true }));

// every run's listeners go with its test (the document outlives it)
const added: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
const addEventListener = document.addEventListener.bind(document);
beforeEach(() => {
  jest.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener, options]);
    addEventListener(type, listener, options);
  });
});

afterEach(() => {
  for (const [type, listener, options] of added.splice(0)) document.removeEventListener(type, listener, options);
  jest.restoreAllMocks();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('app-on-intent', () => {
  it('starts nothing on load when there is no session to keep', () => {
    run();
    expect(appScripts()).toEqual([]);
    expect(prefetched()).toEqual([]);
  });

  it('fetches the start-up files once a link to a page of the app is about to be followed, not for a content page or another site', () => {
    run();
    over('faq');
    over('away');
    expect(prefetched()).toEqual([]);
    over('apply');
    expect(prefetched()).toEqual(['/js/main.033e592deb.js', '/js/7470.0f2f745122.js', '/js/9262.b69bd48364.js']);
    document.querySelector('#apply')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(prefetched()).toHaveLength(3);
    expect(appScripts()).toEqual([]);
  });

  it('fetches nothing ahead when the visitor asked to save data or is on 2G', () => {
    run({ connection: { saveData: true } });
    over('apply');
    run({ connection: { effectiveType: 'slow-2g' } });
    over('apply');
    expect(prefetched()).toEqual([]);
  });

  it.each([
    ['a status-page token is stored', () => localStorage.setItem('token', 'a.b.c')],
    ['a form key is stored', () => localStorage.setItem('formKey', 'k')],
    ['the address carries a form key (spec §2)', () => window.history.replaceState(null, '', '/?key=abc')],
  ])('starts the app at once when %s', (_name, arrange) => {
    arrange();
    run();
    expect(appScripts()).toEqual(['/js/main.033e592deb.js']);
  });
});
