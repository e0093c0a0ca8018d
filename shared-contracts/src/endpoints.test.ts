import * as z from 'zod/mini';
import { contentEndpoints } from './content/endpoints';
import { formEndpoints } from './form/step-endpoints';
import { inductionEndpoints } from './induction/endpoints';
import { fillPath, pathParamNames } from './kernel/transport/endpoint';
import { referenceEndpoints } from './reference/endpoints';
import { signingEndpoints } from './signing/endpoints';
import { staffEndpoints } from './staff/all-endpoints';
import { trackingEndpoints } from './tracking/calls';

const DOMAINS = { reference: referenceEndpoints, form: formEndpoints, tracking: trackingEndpoints, induction: inductionEndpoints, signing: signingEndpoints, content: contentEndpoints, staff: staffEndpoints };

/** The applicant's calls of spec §7: every domain's table but the staff console's. */
const endpoints = { ...referenceEndpoints, ...formEndpoints, ...trackingEndpoints, ...inductionEndpoints, ...signingEndpoints, ...contentEndpoints };
const ENDPOINT_NAMES = Object.keys(endpoints) as (keyof typeof endpoints)[];

describe('issue 41: every endpoint lives in exactly one domain', () => {
  const all = Object.entries(DOMAINS).flatMap(([domain, table]) => Object.entries(table).map(([name, endpoint]) => ({ domain, name, endpoint })));

  it('no name and no method and path is in two domains', () => {
    const names = all.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    const routes = all.map((e) => `${e.endpoint.method} ${e.endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('each endpoint knows its name in its table', () => {
    for (const { name, endpoint } of all) expect(endpoint.name).toBe(name);
  });

});

/** Every call of spec §7, as method and path. */
const SPEC_CALLS: [string, string, string][] = [
  ['login', 'POST', '/api/login'],
  ['logout', 'POST', '/api/logout'],
  ['createForm', 'POST', '/api/form'],
  ['updateForm', 'PUT', '/api/form/:id'],
  ['expireForm', 'POST', '/api/form/:id/expired'],
  ['getForm', 'GET', '/api/form/:ref'],
  ['convertForm', 'POST', '/api/form/:id/people'],
  ['postFormError', 'POST', '/api/form/:id/error'],
  ['lookupFormAbn', 'GET', '/api/form/:id/lookup-abn/:abn'],
  ['saveSignature', 'POST', '/api/form/:id/save-signature'],
  ['getSignature', 'GET', '/api/form/:id/get-signature'],
  // not in spec §7: the card payment of the variants that pay online (issue 3)
  ['payForm', 'POST', '/api/form/:id/payment'],
  // not in spec §7: the airport list of the ASIC airports choice (issue 3)
  ['airports', 'GET', '/api/airport/list'],
  ['mailFormSaved', 'POST', '/api/mail/form-saved'],
  ['mailContactUs', 'POST', '/api/mail/contact-us'],
  // not in the spec's table: the challenge of the self-hosted captcha that replaces the third-party one (§7)
  ['captchaChallenge', 'GET', '/api/captcha/challenge'],
  // not in the spec's table: the blank forms of /forms
  ['downloadPublicForm', 'GET', '/api/forms/:document'],
  ['mailSessionExpired', 'POST', '/api/mail/session-expired/:id'],
  // not in spec §7: "Save and come back later" (issue 18), one resume-link mail per request with the link's expiry
  ['mailSaveAndReturn', 'POST', '/api/mail/save-and-return/:id'],
  ['operationalNeedList', 'GET', '/api/operational-need/list'],
  ['operationalNeed', 'GET', '/api/operational-need/:id'],
  ['operationalNeedReason', 'GET', '/api/operational-need/get-reason/:id'],
  ['accessFrequencyOptions', 'GET', '/api/operational-need-access-frequency/options'],
  ['operationalNeedCategories', 'GET', '/api/operational-need-category/list'],
  ['auscheckIdDocuments', 'GET', '/api/id-documents/auscheck-list'],
  ['issuingBodies', 'GET', '/api/issuing-body/list'],
  ['issuingBody', 'GET', '/api/issuing-body/:id'],
  ['countries', 'GET', '/api/country/list'],
  ['states', 'GET', '/api/state/list'],
  ['suburbs', 'GET', '/shared/data/au/:state.json'],
  ['peopleIncompleteInductions', 'GET', '/api/people/:id/:formId/inductions/incomplete'],
  ['foreignCardIncompleteInductions', 'GET', '/api/foreign-card/:id/:randomId/inductions/incomplete'],
  ['foreignCard', 'GET', '/api/foreign-card/:id/:randomId'],
  ['registerInductionOnly', 'POST', '/api/register/induction-only'],
  ['induction', 'GET', '/induction/:id'],
  ['inductionProgram', 'GET', '/induction/:id/program'],
  ['inductionSlideCompleted', 'POST', '/induction/:id/slide-completed'],
  ['inductionAnswer', 'POST', '/induction/:id/answer/:module'],
  // not in spec §7: the slide clock of proof of attendance and the certificates of completion (issue 20)
  ['inductionSlideOpened', 'POST', '/induction/:id/slide-opened'],
  ['inductionCertificate', 'GET', '/api/induction-certificates/:code'],
  ['inductionCertificatePdf', 'GET', '/api/induction-certificates/:code/pdf'],
  ['person', 'GET', '/api/people/:id'],
  ['tracker', 'POST', '/api/people/tracker'],
  ['getOperationalNeedForm', 'GET', '/api/people/operational-need-form/:id/:refId'],
  ['postOperationalNeedForm', 'POST', '/api/people/operational-need-form/:id/:refId'],
  ['operationalNeedLookupAbn', 'GET', '/api/people/operational-need-form/lookup-abn/:abn'],
  ['operationalNeedGetAbn', 'GET', '/api/people/operational-need-form/get-abn/:id/:refId'],
  ['lodgementOptions', 'GET', '/api/people/:id/lodgement-options'],
  ['downloadApplicationForm', 'GET', '/api/download/application-form/:id/:formId'],
  ['downloadInvoice', 'GET', '/api/download/invoice/:id/:formId'],
  ['downloadCertificate', 'GET', '/api/download/certificate/:id/:formId'],
  ['downloadOperationalNeedSigned', 'GET', '/api/download/operational-need-signed/:id'],
  ['log404', 'GET', '/404'],
  ['logClientError', 'POST', '/api/logger'],
  ['health', 'GET', '/api/health'],
];

describe('§7 the endpoint table', () => {
  it('holds every call of the spec, and nothing else', () => {
    expect([...ENDPOINT_NAMES].sort()).toEqual(SPEC_CALLS.map(([name]) => name).sort());
  });

  it.each(SPEC_CALLS)('%s is %s %s', (name, method, path) => {
    const def = endpoints[name as keyof typeof endpoints];
    expect(def.method).toBe(method);
    expect(def.path).toBe(path);
  });

  it.each(ENDPOINT_NAMES.map((n) => [n]))('%s: its params schema names exactly the path parameters', (name) => {
    const def = endpoints[name];
    const names = pathParamNames(def.path);
    if (names.length === 0) {
      expect('params' in def).toBe(false);
      return;
    }
    const params = (def as { params: z.ZodMiniObject }).params;
    expect(Object.keys(params.shape).sort()).toEqual([...names].sort());
    const sample = Object.fromEntries(
      names.map((n) => [n, n === 'abn' ? '51824753556' : n === 'state' ? 'WA' : n === 'document' ? 'card-return-form' : n === 'code' ? '7K2M-9XQD-4RTB' : '12']),
    );
    expect(z.safeParse(params, sample).success).toBe(true);
  });

  it('downloads answer a blob and need the token; reading a form needs the form key', () => {
    expect(ENDPOINT_NAMES.filter((n) => endpoints[n].response === 'blob').sort()).toEqual([
      // the certificate of completion of an induction: its random verification code is the key (issue 20)
      'inductionCertificatePdf',
      'downloadApplicationForm',
      'downloadInvoice',
      'downloadCertificate',
      'downloadOperationalNeedSigned',
      // the blank forms of /forms: public documents, no personal data
      'downloadPublicForm',
    ].sort());
    expect(ENDPOINT_NAMES.filter((n) => endpoints[n].path.startsWith('/api/download/')).every((n) => endpoints[n].auth === 'token')).toBe(true);
    expect(['updateForm', 'getForm', 'convertForm', 'saveSignature'].every((n) => endpoints[n as 'getForm'].auth === 'formKey')).toBe(true);
  });

  it('path params coerce numeric ids and refuse junk', () => {
    expect(z.parse(endpoints.person.params, { id: '12' })).toEqual({ id: 12 });
    expect(z.parse(endpoints.person.params, { id: '0' })).toEqual({ id: 0 });
    expect(z.parse(endpoints.person.params, { id: '2147483647' })).toEqual({ id: 2_147_483_647 });
    expect(z.safeParse(endpoints.person.params, { id: 'abc' }).success).toBe(false);
    expect(z.safeParse(endpoints.suburbs.params, { state: 'OV' }).success).toBe(false);
    expect(z.safeParse(endpoints.operationalNeedLookupAbn.params, { abn: '51 824 753 556' }).success).toBe(false);
  });

  it.each(['0x10', '1e3', '+5', ' 7', '7 ', '016', '1.0', '-1', '2147483648', '99999999999', ''])(
    'an id is written one way only (issue 40): %j names nothing',
    (id) => expect(z.safeParse(endpoints.issuingBody.params, { id }).success).toBe(false),
  );

  it('fills paths, including a parameter before a suffix', () => {
    expect(fillPath(endpoints.suburbs.path, { state: 'WA' })).toBe('/shared/data/au/WA.json');
    expect(fillPath(endpoints.inductionAnswer.path, { id: 3, module: 0 })).toBe('/induction/3/answer/0');
    expect(() => fillPath(endpoints.person.path, {})).toThrow('Missing path parameter id');
  });
});
