import { loadOnce } from 'ui-kit';

/**
 * The enrolment's check and call (`enrolment-calls.ts`: the API layer, its schemas and zod, about 28 KB gzipped),
 * loaded once (issue 17, docs/decisions/062): the form starts the load when the participant comes to it (focus,
 * touch or click inside it, not the heading the host focuses) and Enrol waits for it. A failed load is forgotten, so
 * the next press loads again.
 */
export const loadEnrolmentCalls = loadOnce(() => import(/* webpackChunkName: "enrolment-calls" */ './enrolment-calls'));
