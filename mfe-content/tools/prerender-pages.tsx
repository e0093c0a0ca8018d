// The content remote's first screens rendered to HTML at its build (issue 17, decision 026): every content route,
// for every company, in the same providers and page frame as the client (Mantine with the company's theme, the
// router at the route's address, ui-kit's SiteLayout), with the screen's data read from the generated content the
// release carries. Bundled for Node by tools/prerender.mjs (esbuild: the generated JSON and the screens' lazy
// chunks are imported as the browser build imports them); not part of the browser build.
import type { ComponentProps, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { COMPANIES, COMPANY_IDS, DEFAULT_COMPANY, ROUTES, configureApi, routeMeta, sessionStore, type CompanyId, type RouteId } from 'shared-contracts';
import { MantineProvider, createCompanyTheme, setSiteName } from 'ui-kit';
import { SiteLayout } from 'ui-kit/host';
import { MemoryRouter, Route, Routes } from 'ui-kit/router';
import App from '../src/app/app';
import { loadFaq } from '../src/features/faq/load-faq';
import { loadMediaArticle } from '../src/features/media/load-media';
import faqIndex from '../src/generated/faq-index.json';
import mediaIndex from '../src/generated/media-index.json';

/**
 * The API's base is the deployment's (runtime configuration), unknown at build: pages are rendered with this one,
 * and the static server writes the configured base in its place (a download link of /forms).
 */
export const API_BASE_PLACEHOLDER = 'https://api-base.prerender.invalid';

configureApi({
  baseUrl: API_BASE_PLACEHOLDER,
  tokenAllowlist: [],
  websiteType: 'msic',
  getCompany: () => sessionStore.getState().company,
  getFormKey: () => undefined,
  getToken: () => undefined,
  // a prerendered page makes no API call; one that tried would fail the build instead of rendering a guess
  fetch: () => Promise.reject(new Error('no API calls while prerendering')),
});

type CSSVariablesResolver = NonNullable<ComponentProps<typeof MantineProvider>['cssVariablesResolver']>;

/** One page to render: its address, its route and the key its fragment is published under. */
export interface PrerenderTarget {
  path: string;
  routeId: RouteId;
  key: string;
}

/** The fragment's key of a path: `/` is `index`, `/media/x` is `media/x`. */
export const keyOf = (pathname: string) => (pathname === '/' ? 'index' : pathname.replace(/^\//, ''));

/** Every address of the content remote: its fixed routes, each question and each article, and the 404 page. */
export function prerenderTargets(): PrerenderTarget[] {
  const targets: PrerenderTarget[] = [];
  for (const [id, route] of Object.entries(ROUTES) as [RouteId, (typeof ROUTES)[RouteId]][]) {
    if (route.remote !== 'content' || route.path === '*' || route.path.includes(':')) continue;
    targets.push({ path: route.path, routeId: id, key: keyOf(route.path) });
  }
  for (const { slug } of faqIndex as { slug: string }[]) targets.push({ path: `/question/${slug}`, routeId: 'question', key: `question/${slug}` });
  for (const { slug } of mediaIndex as { slug: string }[]) targets.push({ path: `/media/${slug}`, routeId: 'mediaArticle', key: `media/${slug}` });
  return targets;
}

/** The company's page background and text colours, as ui-kit/host AppProviders gives them to Mantine. */
const companyColours =
  (background: string, text: string): CSSVariablesResolver =>
  () => ({ variables: {}, light: { '--mantine-color-body': background, '--mantine-color-text': text }, dark: {} });

/** The page as the shell renders it: providers, frame, and the remote's screen marked for the shell to keep. */
function Page({ company, target }: { company: CompanyId; target: PrerenderTarget }): ReactNode {
  const entry = COMPANIES[company];
  return (
    <MantineProvider theme={createCompanyTheme(entry.theme)} cssVariablesResolver={companyColours(entry.theme.background, entry.theme.text)} defaultColorScheme="light">
      <MemoryRouter initialEntries={[target.path]}>
        <SiteLayout company={company}>
          <Routes>
            <Route
              path={ROUTES[target.routeId].path}
              element={
                <div data-prerendered-screen={target.routeId} style={{ display: 'contents' }}>
                  <App routeId={target.routeId} />
                </div>
              }
            />
          </Routes>
        </SiteLayout>
      </MemoryRouter>
    </MantineProvider>
  );
}

/** One page's HTML, every lazy screen and its data resolved (react-dom/static waits for every Suspense boundary). */
export async function renderPage(company: CompanyId, target: PrerenderTarget): Promise<string> {
  sessionStore.getState().setCompany(company);
  // a server render reads a store through useSyncExternalStore's server snapshot, which zustand takes from the
  // store's initial state (`useSession((s) => s.company)` would be the default company's on every page)
  Object.assign(sessionStore.getInitialState(), { company });
  setSiteName(COMPANIES[company].name);
  const errors: unknown[] = [];
  // one document, no boundary streamed apart: a large boundary would otherwise be sent after a script that moves it
  // into place, which the page's CSP (no inline script) and a browser without JavaScript never run
  const { prelude } = await prerenderToNodeStream(<Page company={company} target={target} />, { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length) throw new Error(`${company} ${target.path}: ${String(errors[0])}`);
  // the page is not live until the client renders it: its controls are disabled, so nothing typed or chosen in
  // them before then is lost (the enquiry forms); the client's screen has them enabled (React escapes text, so a
  // `<input` in the markup is always a tag)
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/<(input|textarea|select|button)\b/g, '<$1 disabled=""');
}

const NOT_FOUND: ReadonlySet<RouteId> = new Set<RouteId>(['notFound', 'page404', 'catchAll']);

/**
 * The title and description the page ends with in the browser: the route's in the company's wording (ui-kit
 * RouteEffects), refined by a question, an article and the 404 screen as their screens do (usePageMeta).
 */
export async function pageMeta(company: CompanyId, target: PrerenderTarget): Promise<{ title: string; description: string }> {
  const siteName = COMPANIES[company].name;
  const slug = target.path.split('/').pop() ?? '';
  const own = NOT_FOUND.has(target.routeId)
    ? ROUTES.notFound
    : target.routeId === 'question'
      ? await loadFaq(slug).then((entry) => entry && { title: entry.question, description: entry.description })
      : target.routeId === 'mediaArticle'
        ? await loadMediaArticle(slug).then((article) => article && { title: article.title, description: article.description })
        : null;
  const meta = own ?? routeMeta(target.routeId, COMPANIES[company]);
  return { title: `${meta.title} | ${siteName}`, description: meta.description };
}

export const companies: readonly CompanyId[] = COMPANY_IDS;
export const defaultCompany: CompanyId = DEFAULT_COMPANY;
