import { loadOnce } from 'ui-kit';

/**
 * What the completion page shows of a completed induction (its alert from `ui-kit/widgets`, the certificate's panel),
 * loaded once the induction proves to be completed: a wrong link goes to the 404 page without it (decision 061).
 */
export const loadCompletionView = loadOnce(() => import(/* webpackChunkName: "induction-completion" */ './completion-view'));
