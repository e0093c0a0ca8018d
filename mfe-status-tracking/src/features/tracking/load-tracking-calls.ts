import { loadOnce } from 'ui-kit';

/**
 * The track screen's calls, loaded once (issue 17: a first visit to /track-msic does not download the API layer, about
 * 20 KB gzipped with zod, for a form the visitor may only read). The screen starts the load when the applicant
 * focuses or touches the form, so the code is there before the first press of "Track application" on any link;
 * a press before then waits for it. A failed load is forgotten, so the next press tries again.
 */
export const loadTrackingCalls = loadOnce(() => import(/* webpackChunkName: "tracking-calls" */ './tracking-calls'));
