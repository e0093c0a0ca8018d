import { COMPANIES, contentVariant, sessionStore } from 'shared-contracts';
import type { PageContent } from './content-types';
import { missingAsNull, once } from './once';

/**
 * The pages of content/pages/ (home, information pages, the introductions of the forms), one chunk each, made
 * by tools/build-content.ts. The app starts a page's load with its screen's code: the landing pages wait on
 * one round trip. Questions and articles have their loaders beside their screens (features/faq, features/media),
 * so that their lists of names stay out of the first visit to `/`.
 *
 * Each page is read in the company's content variant (issue 18): aviation for the ASIC-only companies, maritime
 * for the MSIC-only ones, both, or job-ready; the build writes every variant of every page, so this is one load.
 */
export const loadPage = (routeId: string): Promise<PageContent | null> => {
  if (!/^[A-Za-z0-9]+$/.test(routeId)) return Promise.resolve(null);
  const variant = contentVariant(COMPANIES[sessionStore.getState().company]);
  return once(`page:${routeId}.${variant}`, () => import(`../generated/pages/${routeId}.${variant}.json`).then((m: { default: PageContent }) => m.default, missingAsNull));
};
