import { loadOnce } from 'ui-kit';

/**
 * The enquiry forms' calls (./enquiry-calls: the API layer with zod and the enquiry schemas, the captcha solver),
 * loaded once (issue 17: a first visit to /contact-us or /company-accounts does not download about 24 KB gzipped
 * for a form the visitor may only read). The form starts the load when the visitor comes to it (focus, touch or
 * click), so the code is there before the first field is left or the box is ticked; a press of "Send enquiry" or a
 * tick before then waits for it. A failed load is forgotten, so the next press or tick tries again.
 */
export type EnquiryCalls = typeof import('./enquiry-calls');

export const loadEnquiryCalls = loadOnce((): Promise<EnquiryCalls> => import(/* webpackChunkName: "enquiry-calls" */ './enquiry-calls'));

