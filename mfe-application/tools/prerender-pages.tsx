// The application remote: the wizard's steps, processing and the renewal start, as each first renders before its data arrives (heading and skeleton), rendered at the build for every
// company in the shell's frame (issue 17, decision 051). The same at every address of the route: the static server
// serves it by route id (tools/first-screens.mjs). Bundled for Node by tools/webpack/prerender-first-screens.mjs.
import type { CompanyId, RouteId } from 'shared-contracts';
import { renderInFrame, routePageMeta, routeTargets, type PrerenderTarget } from '../../tools/webpack/prerender-frame';
import App from '../src/app/app';

export { companies, companyHead, defaultCompany } from '../../tools/webpack/prerender-frame';

const ROUTE_IDS: readonly RouteId[] = ['newForm', 'newFormStep1', 'form', 'formStep1', 'formStep2', 'formStep3', 'formStep4', 'formProcessing', 'renew'];

/** Values for the routes' parameters: the loading screen does not show them. */
const SAMPLE_PARAMS = { id: '1', peopleId: '1', randomId: 'sample', inductionId: '1', code: 'sample', refId: 'sample' };

export const prerenderTargets = (): PrerenderTarget[] => routeTargets(ROUTE_IDS, SAMPLE_PARAMS);
/**
 * The renewal start is a page of information and a form, the same for every visitor: it is rendered in the shell's
 * own tree, for the shell to hydrate (decision 071). The other routes' loading screens are rendered over.
 */
export const hydrates = (target: PrerenderTarget) => target.routeId === 'renew';
export const renderPage = (company: CompanyId, target: PrerenderTarget) => renderInFrame(App, company, target, { hydrate: hydrates(target) ? 'application' : undefined });
export const pageMeta = (company: CompanyId, target: PrerenderTarget) => Promise.resolve(routePageMeta(company, target));
