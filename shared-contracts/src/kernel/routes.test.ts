import { href, ROUTE_IDS, ROUTES, routesOf } from './routes';

describe('§2 typed route table', () => {
  it.each([
    ['home', '/'],
    ['apply', '/apply'],
    ['renew', '/renew'],
    ['newForm', '/apply/form/'],
    ['track', '/track-msic'],
    ['foreignCard', '/foreign-card'],
    ['forms', '/forms'],
    ['faq', '/faq'],
    ['contactUs', '/contact-us'],
    ['companyAccounts', '/company-accounts'],
    ['obligations', '/obligations-for-msic-holders'],
    ['program', '/msic-program'],
    ['jobReady', '/job-ready-msic'],
    ['sessionExpired', '/session-expired'],
    ['recordNotFound', '/record-not-found'],
    ['inductionEnrolment', '/induction-enrolment'],
    ['notFound', '/404'],
    ['staff', '/staff'],
    ['staffEnrolment', '/staff/enrol'],
    ['staffApplication', '/staff/applications/:ref'],
    ['staffReleases', '/staff/releases'],
  ] as const)('%s → %s', (id, path) => expect(ROUTES[id].path).toBe(path));

  it('builds paths with params and query', () => {
    expect(href('status', { peopleId: 12 })).toBe('/status/12');
    expect(href('formStep2', { id: 7 })).toBe('/apply/form/7/step2');
    expect(href('operationalNeedForm', { id: 3, refId: 'a b' })).toBe('/operational-need-form/3/a%20b');
    expect(href('sessionExpired', {}, { formNotSaved: true, induction: undefined })).toBe('/session-expired?formNotSaved=true');
    expect(href('newFormStep1', {}, { renew: 1 })).toBe('/apply/form/step1?renew=1');
  });

  it('refuses a missing param', () => {
    expect(() => href('status', {} as { peopleId: number })).toThrow('missing param peopleId');
  });

  it('only the status page requires login (§2 "Protected routes")', () => {
    expect(ROUTE_IDS.filter((id) => 'requiresLogin' in ROUTES[id])).toEqual(['status']);
  });

  it('every route belongs to a remote; the single FAQ item keeps its scroll', () => {
    expect(routesOf('opneedSigning')).toEqual(['operationalNeedForm']);
    expect(routesOf('staffConsole')).toEqual(['staff', 'staffEnrolment', 'staffApplication', 'staffReleases']);
    expect(href('staffApplication', { ref: 'VEP1234567' })).toBe('/staff/applications/VEP1234567');
    expect(routesOf('induction')).toEqual(['inductionEnrolment', 'inductionStatus', 'induction', 'inductionComplete', 'inductionCertificate']);
    expect(ROUTE_IDS.filter((id) => 'keepScroll' in ROUTES[id])).toEqual(['question']);
  });
});
