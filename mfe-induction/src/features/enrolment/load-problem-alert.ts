import { loadOnce } from 'ui-kit';

/**
 * The enrolment's problem alert, loaded once (issue 17): the form shows it only after a press of Enrol that the
 * server refuses or that does not reach it, so a first visit does not download `ui-kit/widgets` (Alert, Progress,
 * Badge, Loader, List: 4.6 KB gzipped) for it. The form starts the load when the participant comes to it (focus,
 * touch or click); a failed load is forgotten, so the next attempt tries again.
 */
export const loadProblemAlert = loadOnce(() => import(/* webpackChunkName: "enrolment-problem" */ './problem-alert'));
