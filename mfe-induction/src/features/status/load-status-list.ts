import { loadOnce } from 'ui-kit';

/**
 * The status page's list of inductions (Mantine's Table with its ScrollArea, the badges of `ui-kit/widgets`: about
 * 12 KB gzipped), loaded once the card's answers have arrived, with their check: a link the API refuses goes to the
 * 404 page without it (issue 17, docs/decisions/061).
 */
export const loadStatusList = loadOnce(() => import(/* webpackChunkName: "induction-status-list" */ './status-list'));
