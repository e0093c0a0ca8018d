import { COMPANIES, contentVariant, sessionStore } from 'shared-contracts';
import type { PageContent } from './content-types';
import { missingAsNull, once } from './once';

export const loadPage = (routeId: string): Promise<PageContent | null> => {
  if (!/^[A-Za-z0-9]+$/.test(routeId)) return Promise.resolve(null);
  const variant = contentVariant(COMPANIES[sessionStore.getState().company]);
  return once(`page:${routeId}.${variant}`, () => import(`../generated/pages/${routeId}.${variant}.json`).then((m: { default: PageContent }) => m.default, missingAsNull));
};
