import { loadOnce } from 'ui-kit';

/**
 * The enrolment's calls (./enrolment-calls: the registration's schema, the call, its errors, with the API layer),
 * loaded once: started when the participant comes to the form, awaited by Enrol. A failed load is forgotten, so that
 * the next press loads again; the form then says `MESSAGES.networkProblem` and keeps what was typed.
 */
export const loadEnrolmentCalls = loadOnce(() => import(/* webpackChunkName: "enrolment-calls" */ './enrolment-calls').then((m) => m.ENROLMENT_CALLS));
