// The content remote's first screens rendered to HTML at its build (issue 17, decision 026): every content route,
// for every company, in the same providers and page frame as the client (Mantine with the company's theme, the
// router at the route's address, ui-kit's SiteLayout), with the screen's data read from the generated content the
// release carries. Bundled for Node by tools/prerender.mjs (esbuild: the generated JSON and the screens' lazy
// chunks are imported as the browser build imports them); not part of the browser build.
import { COMPANIES, ROUTES, type CompanyId, type RouteId } from 'shared-contracts';
import { renderInFrame, routePageMeta, type PrerenderTarget } from '../../tools/webpack/prerender-frame';
import App from '../src/app/app';
import { loadFaq } from '../src/features/faq/load-faq';
import { loadMediaArticle } from '../src/features/media/load-media';
import faqIndex from '../src/generated/faq-index.json';
import mediaIndex from '../src/generated/media-index.json';

export { API_BASE_PLACEHOLDER, companies, companyHead, defaultCompany } from '../../tools/webpack/prerender-frame';

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

/** Every page of this remote is rendered in the shell's own tree, for the shell to hydrate (decision 071). */
export const hydrates = (target: PrerenderTarget) => !target.anyAddress;

/** One page's HTML in the shell's frame, every lazy screen and its data resolved. */
export const renderPage = (company: CompanyId, target: PrerenderTarget) => renderInFrame(App, company, target, { hydrate: hydrates(target) ? 'content' : undefined });

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
  return own ? { title: `${own.title} | ${siteName}`, description: own.description } : routePageMeta(company, target);
}

