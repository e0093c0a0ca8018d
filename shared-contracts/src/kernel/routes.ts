import { PRODUCT } from './product';
import type { RemoteName } from './remotes';

/** Route paths of spec §2. `title` and `description` are defaults a screen may refine through the page-meta hook. */
export interface RouteDef {
  readonly path: string;
  readonly remote: RemoteName;
  readonly title: string;
  readonly description: string;
  /** spec §2: unauthenticated visitors go to the track screen */
  readonly requiresLogin?: boolean;
  /** spec §2: a single FAQ item */
  readonly keepScroll?: boolean;
  /** parameterless public GETs whose answers the static server puts in the page (tools/page-data-block.mjs) */
  readonly pageData?: readonly string[];
}

/** Spec §2: countries, states and search locations are loaded first. */
export const WIZARD_PAGE_DATA = [
  'countries',
  'states',
  'operationalNeedList',
  'accessFrequencyOptions',
  'issuingBodies',
  'auscheckIdDocuments',
  'airports',
  'operationalNeedCategories',
] as const;
const W = WIZARD_PAGE_DATA;

const P = PRODUCT;
const CARD = P.toUpperCase();

export const ROUTES = {
  home: { path: '/', remote: 'content', title: `${CARD} and ASIC cards: apply, renew and track online`, description: `Apply for, renew and track your ${CARD} or ASIC security identification card, and complete your induction online.` },
  apply: { path: '/apply', remote: 'content', title: `Apply for an ${CARD}`, description: `What you need before you apply for an ${CARD}: identity documents, operational need and the background check.` },
  renew: { path: '/renew', remote: 'application', title: `Renew your ${CARD}`, description: `Start the renewal of your ${CARD}: we save your form and email you a link to continue.` },
  newForm: { path: '/apply/form/', remote: 'application', title: `Apply for an ${CARD}: personal and contact details`, description: `Start a new ${CARD} application.`, pageData: W },
  newFormStep1: { path: '/apply/form/step1', remote: 'application', title: `Apply for an ${CARD}: personal and contact details`, description: `Start a new ${CARD} application.`, pageData: W },
  form: { path: '/apply/form/:id/', remote: 'application', title: `Your ${CARD} application`, description: `Continue your saved ${CARD} application.`, pageData: W },
  formStep1: { path: '/apply/form/:id/step1', remote: 'application', title: 'Personal & Contact Details', description: `Step 1 of your ${CARD} application: personal and contact details.`, pageData: W },
  formStep2: { path: '/apply/form/:id/step2', remote: 'application', title: 'Address History', description: `Step 2 of your ${CARD} application: the last 10 years of addresses.`, pageData: W },
  formStep3: { path: '/apply/form/:id/step3', remote: 'application', title: `${CARD}/ASIC & Employer Details`, description: `Step 3 of your ${CARD} application: card type and operational need.`, pageData: W },
  formStep4: { path: '/apply/form/:id/step4', remote: 'application', title: 'Summary & Confirm', description: `Step 4 of your ${CARD} application: check your answers, price and terms.`, pageData: W },
  formSaved: { path: '/apply/form/:id/saved', remote: 'application', title: 'Your application is saved', description: `Your ${CARD} application is saved: where we emailed the link to continue it, and until when it works.` },
  formProcessing: { path: '/apply/form/:id/processing', remote: 'application', title: 'Processing your application', description: `We are processing your ${CARD} application.` },
  sessionExpired: { path: '/session-expired', remote: 'application', title: 'Your session has expired', description: 'Your session ended after a period of inactivity.' },
  recordNotFound: { path: '/record-not-found', remote: 'application', title: 'Application not found', description: 'We could not find that application.' },
  linkExpired: { path: '/link-expired/:randomId', remote: 'application', title: 'This link has expired', description: 'Request a new link to continue your application.' },

  status: { path: '/status/:peopleId', remote: 'statusTracking', title: 'Application status', description: `Where your ${CARD} application is up to.`, requiresLogin: true },
  statusLegacy: { path: '/status/:peopleId/:id', remote: 'statusTracking', title: 'Application status', description: `Where your ${CARD} application is up to.` },
  track: { path: `/track-${P}`, remote: 'statusTracking', title: `Track your ${CARD} application`, description: `Track your ${CARD} application with your tracking number and date of birth.` },

  inductionEnrolment: { path: '/induction-enrolment', remote: 'induction', title: 'Induction enrolment', description: 'Enrol in the online security induction.', pageData: ['issuingBodies'] },
  inductionStatus: { path: '/induction-status/:id/:randomId', remote: 'induction', title: 'Induction status', description: 'The inductions you have completed and those still to do.' },
  induction: { path: '/induction/:inductionId', remote: 'induction', title: 'Online induction', description: 'Security awareness induction: slides with audio, then questions.' },
  inductionComplete: { path: '/induction/:inductionId/complete', remote: 'induction', title: 'Induction completed', description: 'What you completed, and your certificate of completion.' },
  inductionCertificate: { path: '/induction-certificate/:code', remote: 'induction', title: 'Check a certificate of completion', description: 'Confirm an induction certificate of completion by its verification code.' },

  operationalNeedForm: { path: '/operational-need-form/:id/:refId', remote: 'opneedSigning', title: 'Operational need form', description: `Confirm and sign the operational need of an ${CARD} applicant.` },

  // the issuing office's own sign-in, not the applicant's login (no requiresLogin)
  staff: { path: '/staff', remote: 'staffConsole', title: 'Staff console', description: 'Sign in to the staff console, then work through the queue of applications.' },
  staffEnrolment: { path: '/staff/enrol', remote: 'staffConsole', title: 'Set up your staff account', description: 'Set a password and an authenticator app for your staff account.' },
  staffApplication: { path: '/staff/applications/:ref', remote: 'staffConsole', title: 'Application record', description: 'An application as the issuing office sees it: answers, documents, actions and logs.' },
  staffReleases: { path: '/staff/releases', remote: 'staffConsole', title: 'Releases', description: 'Each part of the site: its stable and canary releases, their health, and the changes a releaser makes.' },

  foreignCard: { path: '/foreign-card', remote: 'content', title: 'Foreign cards', description: `Holders of a card issued by another issuing body: induction and card information.` },
  forms: { path: '/forms', remote: 'content', title: 'Forms and downloads', description: `Forms for ${CARD} and ASIC applications.` },
  faq: { path: '/faq', remote: 'content', title: 'Frequently asked questions', description: `Answers to common questions about ${CARD} and ASIC cards.` },
  question: { path: '/question/:questionUrl', remote: 'content', title: 'Frequently asked question', description: `An answer to a common question about ${CARD} and ASIC cards.`, keepScroll: true },
  contactUs: { path: '/contact-us', remote: 'content', title: 'Contact us', description: 'Send us a general enquiry.' },
  companyAccounts: { path: '/company-accounts', remote: 'content', title: 'Company accounts', description: 'Corporate accounts for organisations applying for several cards.' },
  obligations: { path: `/obligations-for-${P}-holders`, remote: 'content', title: `Obligations for ${CARD} holders`, description: `What an ${CARD} holder must do: display, report, return.` },
  privacy: { path: '/privacy', remote: 'content', title: 'Privacy policy', description: 'How we collect, use and protect your personal information.' },
  program: { path: `/${P}-program`, remote: 'content', title: `The ${CARD} program`, description: `How the ${CARD} scheme protects Australian ports and offshore facilities.` },
  replace: { path: '/replace', remote: 'content', title: 'Replace a card', description: 'Replacing a lost, stolen, damaged or expired card.' },
  terms: { path: '/terms-and-conditions', remote: 'content', title: 'Terms and conditions', description: 'The terms of our card application service.' },
  securityCards: { path: '/security-identification-cards', remote: 'content', title: 'Security identification cards', description: `${CARD} and ASIC cards compared.` },
  jobReady: { path: `/job-ready-${P}`, remote: 'content', title: `Job Ready ${CARD}`, description: `Apply for a Job Ready ${CARD} before you have an employer.` },
  media: { path: '/media', remote: 'content', title: 'Media', description: `News and articles about ${CARD} and ASIC cards.` },
  mediaArticle: { path: '/media/:article', remote: 'content', title: 'Media', description: `News and articles about ${CARD} and ASIC cards.` },
  notFound: { path: '/404', remote: 'content', title: 'Page not found', description: 'The page you asked for does not exist.' },
  page404: { path: '/page-404', remote: 'content', title: 'Page not found', description: 'The page you asked for does not exist.' },
  catchAll: { path: '*', remote: 'content', title: 'Page not found', description: 'The page you asked for does not exist.' },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

export function routesOf(remote: RemoteName): RouteId[] {
  return ROUTE_IDS.filter((id) => ROUTES[id].remote === remote);
}

type ParamNames<S extends string> = S extends `${string}:${infer P}/${infer Rest}`
  ? P | ParamNames<`/${Rest}`>
  : S extends `${string}:${infer P}`
    ? P
    : never;

type RouteParams<Id extends RouteId> = { [K in ParamNames<(typeof ROUTES)[Id]['path']>]: string | number };

/** `href('status', { peopleId: 12 })` → `/status/12`; undefined `query` entries are left out. */
export function href<Id extends RouteId>(
  id: Id,
  ...args: keyof RouteParams<Id> extends never
    ? [params?: Record<string, never>, query?: Record<string, string | number | boolean | undefined>]
    : [params: RouteParams<Id>, query?: Record<string, string | number | boolean | undefined>]
): string {
  const [params, query] = args as [Record<string, string | number> | undefined, Record<string, string | number | boolean | undefined> | undefined];
  const path = ROUTES[id].path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`href(${id}): missing param ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The page frame shows the staff console's pages the issuing office's header, not the applicants'. */
export const isStaffPath = (pathname: string): boolean => routesOf('staffConsole').some((id) => {
  const base = ROUTES[id].path.split('/:')[0]!;
  return pathname === base || pathname.startsWith(`${base}/`);
});

/** The shell matches the URL against ROUTES; the remote reads params through the shared router singleton. */
export interface RemoteAppProps {
  routeId: RouteId;
}
