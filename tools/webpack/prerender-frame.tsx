// The frame every remote's first screens are rendered in at its build (issue 17, decisions 026 and 051): the providers
// and page frame the shell gives a remote in the browser (Mantine with the company's theme and colours, the router at
// the page's address, ui-kit's SiteLayout with the company's header and footer), the remote's App inside the marker
// the shell keeps in view (shell/src/app/prerendered-screen.ts), and the API pointed at a placeholder origin that the
// static server replaces (tools/first-screens.mjs). Bundled for Node by tools/webpack/prerender-first-screens.mjs,
// with the remote's tools/prerender-pages.tsx; not part of any browser build.
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { COMPANIES, COMPANY_IDS, DEFAULT_COMPANY, ROUTES, configureApi, routeMeta, sessionStore, type CompanyId, type RemoteAppProps, type RemoteName, type RouteId } from 'shared-contracts';
import { HeadStylesMantineProvider, createCompanyTheme, setSiteName } from 'ui-kit';
import { RemoteSlot, RouteFrame, SiteLayout, brandingOf } from 'ui-kit/host';
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
/** The head of a company's pages (its theme colour), written by the static server with the screen (decision 063). */
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

type CSSVariablesResolver = NonNullable<ComponentProps<typeof HeadStylesMantineProvider>['cssVariablesResolver']>;

/** The company's page background and text colours, as ui-kit/host AppProviders gives them to Mantine. */
const companyColours =
  (background: string, text: string): CSSVariablesResolver =>
  () => ({ variables: {}, light: { '--mantine-color-body': background, '--mantine-color-text': text }, dark: {} });

/**
 * The route's element. A page that is the same for every visitor (`hydrate`: a content page, the renewal start) is
 * rendered in the shell's own route element (shell/src/app/app.tsx and remote-outlet.tsx): ui-kit's RouteFrame and
 * RemoteSlot, whose shape React's ids depend on, so that the shell hydrates the page (decision 071). Any other
 * screen (a route's loading screen, decision 051) is marked for the shell to keep in view until the remote renders
 * its own.
 */
function RouteElement({ App, company, target, hydrate }: { App: ComponentType<RemoteAppProps>; company: CompanyId; target: PrerenderTarget; hydrate?: RemoteName }): ReactNode {
  if (hydrate) {
    return (
      <RouteFrame routeId={target.routeId} siteName={COMPANIES[company].name}>
        {/* the shell's slot has its "a newer version" notice beside the boundary, never shown on a first page */}
        <RemoteSlot remote={hydrate} notice={false} prerenderedScreen={target.routeId}>
          <App routeId={target.routeId} />
        </RemoteSlot>
      </RouteFrame>
    );
  }
  // a route's loading screen (heading and skeleton) is busy until the client's screen has its data
  return (
    <div data-prerendered-screen={target.routeId} aria-busy={target.anyAddress ? true : undefined} style={{ display: 'contents' }}>
      <App routeId={target.routeId} />
    </div>
  );
}

/**
 * The page as the shell renders it: the providers of ui-kit/host AppProviders, the site's frame, the route. Exported
 * for the shell's test that hydrates it (shell/src/app/hydration.test.tsx).
 */
export function PrerenderedPage({ App, company, target, hydrate }: { App: ComponentType<RemoteAppProps>; company: CompanyId; target: PrerenderTarget; hydrate?: RemoteName }): ReactNode {
  const entry = COMPANIES[company];
  return (
    <HeadStylesMantineProvider theme={createCompanyTheme(entry.theme)} cssVariablesResolver={companyColours(entry.theme.background, entry.theme.text)} defaultColorScheme="light" styleSheets={company}>
      <MemoryRouter initialEntries={[target.path]}>
        <SiteLayout company={company}>
          <Routes>
            <Route path={ROUTES[target.routeId].path} element={<RouteElement App={App} company={company} target={target} hydrate={hydrate} />} />
          </Routes>
        </SiteLayout>
      </MemoryRouter>
    </HeadStylesMantineProvider>
  );
}

/**
 * The controls of a prerendered page are written disabled: the page is not live until the client has taken it over,
 * and what a visitor typed or chose before then would be lost. `data-prerender-disabled` marks those the client's
 * screen enables once it is live (ui-kit PrerenderedScreenDone); a control rendered disabled stays so. React escapes
 * `>` in attributes, so a tag ends at the first `>`.
 */
export const disableControls = (html: string) =>
  html.replace(/<(input|textarea|select|button)\b([^>]*)>/g, (tag, name: string, attributes: string) => (/\sdisabled=""/.test(attributes) ? tag : `<${name} disabled="" data-prerender-disabled=""${attributes}>`));

/** One page's HTML, every lazy screen resolved (react-dom/static waits for every Suspense boundary). */
export async function renderInFrame(App: ComponentType<RemoteAppProps>, company: CompanyId, target: PrerenderTarget, options: { hydrate?: RemoteName } = {}): Promise<string> {
  sessionStore.getState().setCompany(company);
  // a server render reads a store through useSyncExternalStore's server snapshot, which zustand takes from the
  // store's initial state (`useSession((s) => s.company)` would be the default company's on every page)
  Object.assign(sessionStore.getInitialState(), { company });
  setSiteName(COMPANIES[company].name);
  const errors: unknown[] = [];
  // one document, no boundary streamed apart: a large boundary would otherwise be sent after a script that moves it
  // into place, which the page's CSP (no inline script) and a browser without JavaScript never run
  const { prelude } = await prerenderToNodeStream(<PrerenderedPage App={App} company={company} target={target} hydrate={options.hydrate} />, { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length) throw new Error(`${company} ${target.path}: ${String(errors[0])}`);
  return disableControls(Buffer.concat(chunks).toString('utf8'));
}

/** The title and description of a route in the company's wording, as ui-kit RouteEffects sets them. */
export function routePageMeta(company: CompanyId, target: PrerenderTarget): { title: string; description: string } {
  const meta = routeMeta(target.routeId, COMPANIES[company]);
  return { title: `${meta.title} | ${COMPANIES[company].name}`, description: meta.description };
}
