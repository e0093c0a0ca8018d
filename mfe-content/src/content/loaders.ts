import type { PageContent } from './content-types';
import { missingAsNull, once } from './once';

/**
 * The pages of content/pages/ (home, information pages, the introductions of the forms), one chunk each, made
 * by tools/build-content.ts. The app starts a page's load with its screen's code: the landing pages wait on
 * one round trip. Questions and articles have their loaders beside their screens (features/faq, features/media),
 * so that their lists of names stay out of the first visit to `/`.
 */
export const loadPage = (routeId: string): Promise<PageContent | null> =>
  /^[A-Za-z0-9]+$/.test(routeId) ? once(`page:${routeId}`, () => import(`../generated/pages/${routeId}.json`).then((m: { default: PageContent }) => m.default, missingAsNull)) : Promise.resolve(null);
