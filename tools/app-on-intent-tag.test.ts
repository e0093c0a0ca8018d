import { allLinks, startsOnIntent, withAppOnIntent } from './app-on-intent-tag.mjs';

/** Decision 063: a page that came whole in its HTML and holds nothing but links starts the app on intent. */
const TABLE = {
  routes: [
    { remote: 'application', pattern: /^\/apply\/form\/?$/ },
    { remote: 'statusTracking', pattern: /^\/track-msic\/?$/ },
    { remote: 'content', pattern: /^\/faq\/?$/ },
    { remote: 'content', pattern: /^\/.*$/ },
  ],
  startup: { js: ['js/7470.0f2f745122.js', 'js/9262.b69bd48364.js'], onIntent: 'js/app-on-intent.07aa09b48f.js' },
};
const PAGE = '<!doctype html><html><head><title>t</title><script defer src=/js/main.033e592deb.js></script></head><body><div id="root"></div></body></html>';

describe('allLinks', () => {
  it.each([
    ['a page of text and links', '<div data-prerendered-screen="home" style="display:contents"><h1>MSIC</h1><a href="/apply">Apply</a></div>', true],
    ['a page with a form', '<div data-prerendered-screen="contactUs"><input disabled name="email"><button disabled>Send</button></div>', false],
    ['a page with an accordion', '<div data-prerendered-screen="replace"><button disabled aria-expanded="false">Lost</button></div>', false],
    ['a select or a text area', '<select disabled></select><TEXTAREA disabled></TEXTAREA>', false],
    ['a skeleton of a page that reads the API', '<div data-prerendered-screen="newForm" aria-busy="true" style="display:contents"><h1>Apply</h1></div>', false],
  ])('%s', (_name, fragment, expected) => {
    expect(allLinks(fragment)).toBe(expected);
  });
});

describe('startsOnIntent', () => {
  const html = '<div data-prerendered-screen="x"><h1>x</h1><a href="/faq">FAQ</a></div>';
  it('starts the app on load on the FAQ list and its questions (spec §2 scroll) and on the missing pages (spec §7 log)', () => {
    const pages = [
      [{ id: 'home' }, 'index'],
      [{ id: 'apply' }, 'apply'],
      [{ id: 'media' }, 'media'],
      [{ id: 'mediaArticle' }, 'media/under-18-applicants'],
      [{ id: 'privacy' }, 'privacy'],
      [{ id: 'faq' }, 'faq'],
      [{ id: 'question' }, 'question/what-is-an-msic'],
      [{ id: 'mediaArticle' }, '404'],
      [{ id: 'catchAll' }, '404'],
      [{ id: 'page404' }, 'page-404'],
    ] as const;
    expect(pages.filter(([route, key]) => startsOnIntent(route, { key, html })).map(([, key]) => key)).toEqual(['index', 'apply', 'media', 'media/under-18-applicants', 'privacy']);
  });
});

describe('withAppOnIntent', () => {
  it("writes the app-on-intent script in place of main.js, with main, the start-up files and the other remotes' routes", () => {
    const page = withAppOnIntent(PAGE, TABLE, 'content');
    expect(page).not.toContain('<script defer src=/js/main.033e592deb.js>');
    const tag = /<script defer src="([^"]+)" data-main="([^"]+)" data-startup="([^"]*)" data-app-routes="([^"]*)"><\/script>/.exec(page ?? '');
    expect(tag?.slice(1, 4)).toEqual(['/js/app-on-intent.07aa09b48f.js', '/js/main.033e592deb.js', '/js/7470.0f2f745122.js /js/9262.b69bd48364.js']);
    const appRoutes = new RegExp(tag?.[4] ?? '(?!)');
    expect(['/apply/form/', '/track-msic', '/faq', '/privacy'].map((path) => appRoutes.test(path))).toEqual([true, true, false, false]);
  });

  it('reads the quoted form of the script element too', () => {
    expect(withAppOnIntent(PAGE.replace('src=/js/main.033e592deb.js', 'src="/js/main.033e592deb.js"'), TABLE, 'content')).toContain('data-main="/js/main.033e592deb.js"');
  });

  it('leaves the page to start the app where the build has no such script (development) or the page no main.js', () => {
    expect(withAppOnIntent(PAGE, { ...TABLE, startup: { js: [] } }, 'content')).toBeUndefined();
    expect(withAppOnIntent(PAGE.replace(/<script[^>]*><\/script>/, ''), TABLE, 'content')).toBeUndefined();
  });
});
