// The frame every remote's first screens are rendered in at its build (issue 17, decisions 026 and 051): the providers
// and page frame the shell gives a remote in the browser (Mantine with the company's theme and colours, the router at
// the page's address, ui-kit's SiteLayout with the company's header and footer), the remote's App inside the marker
// the shell keeps in view (shell/src/app/prerendered-screen.ts), and the API pointed at a placeholder origin that the
// static server replaces (tools/first-screens.mjs). Bundled for Node by tools/webpack/prerender-first-screens.mjs,
// with the remote's tools/prerender-pages.tsx; not part of any browser build.
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { COMPANIES, COMPANY_IDS, DEFAULT_COMPANY, ROUTES, configureApi, routeMeta, sessionStore, type CompanyId, type RemoteAppProps, type RouteId } from 'shared-contracts';
import { MantineProvider, createCompanyTheme, setSiteName } from 'ui-kit';
import { SiteLayout, brandingOf } from 'ui-kit/host';
import { MemoryRouter, Route, Routes } from 'ui-kit/router';

/** The API base the pages are rendered with; the deployment's is written in its place (tools/first-screens.mjs). */
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

/**
 * One page to render: its address, its route and the key its fragment is published under. `anyAddress`: the
 * screen is the same at every address of the route (its loading screen, before any data), so the static server
 * serves it for all of them by route id.
 */
export interface PrerenderTarget {
  path: string;
  routeId: RouteId;
  key: string;
  anyAddress?: boolean;
}

export const companies: readonly CompanyId[] = COMPANY_IDS;
export const defaultCompany: CompanyId = DEFAULT_COMPANY;
/** The head of a company's pages (favicon, theme colour), written by the static server with the screen (decision 063). */
export const companyHead = (company: CompanyId) => brandingOf(COMPANIES[company]);

/** `newFormStep1` → `routes/new-form-step1`: the key of a route's screen shown at any of its addresses. */
export const routeKeyOf = (routeId: RouteId) => `routes/${routeId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * The loading screen of each route given, rendered at a sample address (`params` fills the route's parameters):
 * what the remote's screen shows before its data arrives, which does not depend on the address.
 */
export function routeTargets(routeIds: readonly RouteId[], params: Readonly<Record<string, string>>): PrerenderTarget[] {
  return routeIds.map((routeId) => {
    const path = ROUTES[routeId].path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`prerender: no sample value for :${name} of ${routeId}`);
      return encodeURIComponent(value);
    });
    return { path, routeId, key: routeKeyOf(routeId), anyAddress: true };
  });
}

type CSSVariablesResolver = NonNullable<ComponentProps<typeof MantineProvider>['cssVariablesResolver']>;

/** The company's page background and text colours, as ui-kit/host AppProviders gives them to Mantine. */
const companyColours =
  (background: string, text: string): CSSVariablesResolver =>
  () => ({ variables: {}, light: { '--mantine-color-body': background, '--mantine-color-text': text }, dark: {} });

/** The page as the shell renders it: providers, frame, and the remote's screen marked for the shell to keep. */
function Page({ App, company, target }: { App: ComponentType<RemoteAppProps>; company: CompanyId; target: PrerenderTarget }): ReactNode {
  const entry = COMPANIES[company];
  return (
    <MantineProvider theme={createCompanyTheme(entry.theme)} cssVariablesResolver={companyColours(entry.theme.background, entry.theme.text)} defaultColorScheme="light">
      <MemoryRouter initialEntries={[target.path]}>
        <SiteLayout company={company}>
          <Routes>
            <Route
              path={ROUTES[target.routeId].path}
              element={
                // a route's loading screen (heading and skeleton) is busy until the client's screen has its data
                <div data-prerendered-screen={target.routeId} aria-busy={target.anyAddress ? true : undefined} style={{ display: 'contents' }}>
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

/** One page's HTML, every lazy screen resolved (react-dom/static waits for every Suspense boundary). */
export async function renderInFrame(App: ComponentType<RemoteAppProps>, company: CompanyId, target: PrerenderTarget): Promise<string> {
  sessionStore.getState().setCompany(company);
  // a server render reads a store through useSyncExternalStore's server snapshot, which zustand takes from the
  // store's initial state (`useSession((s) => s.company)` would be the default company's on every page)
  Object.assign(sessionStore.getInitialState(), { company });
  setSiteName(COMPANIES[company].name);
  const errors: unknown[] = [];
  // one document, no boundary streamed apart: a large boundary would otherwise be sent after a script that moves it
  // into place, which the page's CSP (no inline script) and a browser without JavaScript never run
  const { prelude } = await prerenderToNodeStream(<Page App={App} company={company} target={target} />, { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length) throw new Error(`${company} ${target.path}: ${String(errors[0])}`);
  // the page is not live until the client renders it: its controls are disabled, so nothing typed or chosen in
  // them before then is lost; the client's screen has them enabled (React escapes text, so a `<input` in the
  // markup is always a tag)
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/<(input|textarea|select|button)\b/g, '<$1 disabled=""');
}

/** The title and description of a route in the company's wording, as ui-kit RouteEffects sets them. */
export function routePageMeta(company: CompanyId, target: PrerenderTarget): { title: string; description: string } {
  const meta = routeMeta(target.routeId, COMPANIES[company]);
  return { title: `${meta.title} | ${COMPANIES[company].name}`, description: meta.description };
}
