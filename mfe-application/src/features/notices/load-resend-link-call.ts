import { loadOnce } from 'ui-kit';

/**
 * The expired-link screen's one call, loaded once (issue 17: a first visit to /link-expired/… does not download the
 * API layer, its client and zod schemas, about 22 KB gzipped, for a page the applicant may only read). The screen
 * starts the load when the applicant focuses or touches it, so the code is usually there by the click of "Email me
 * a new link"; a click before then waits for it. A failed load is forgotten, so the next click tries again.
 */
export const loadResendLinkCall = loadOnce(() => import(/* webpackChunkName: "resend-link-call" */ './resend-link-call'));

/** Starts the load ahead of the click; its failure is reported by the click that needs it. */
export const prefetchResendLinkCall = () => loadResendLinkCall.prefetch();
