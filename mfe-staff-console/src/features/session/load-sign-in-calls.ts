import { loadOnce } from 'ui-kit';

/**
 * The sign-in form's check and call (./sign-in-calls), loaded once (issue 17, docs/decisions/060): a signed-out
 * first visit to a console route shows the form without downloading the API layer, the staff contract and zod
 * (about 24 KB gzipped). The form starts the load when the staff member comes to it (focus, touch or click), so the
 * code is there before the first field is left; a press of "Sign in" before then waits for it. A failed load is
 * forgotten: the next press loads it again.
 */
export type SignInCalls = typeof import('./sign-in-calls');

export const loadSignInCalls = loadOnce((): Promise<SignInCalls> => import(/* webpackChunkName: "sign-in-calls" */ './sign-in-calls'));
