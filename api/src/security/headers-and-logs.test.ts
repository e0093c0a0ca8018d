import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { pathParamNames } from 'shared-contracts';
import { completeDraft } from '../routes/form/complete-draft';
import { logSink, useTestApp } from '../test/app';
import { engines } from '../test/engines';
import { ENDPOINT_NAMES, endpoints, type EndpointName } from '../test/endpoints';

/**
 * Issue 10, security: the headers of every API answer (helmet: CSP, nosniff, HSTS, referrer, COOP/CORP), personal
 * data never cacheable, and logs free of personal data while a whole application is driven through the API.
 */

/** Distinctive personal data, so any copy of it in the log is found by a text search. */
const PERSON = {
  Firstname: 'Zephyrine',
  Middlenames: 'Ottoline',
  Surname: 'Quillfeather',
  Birthdate: '1983-07-19',
  Email: 'zephyrine.quillfeather@example.com',
  Mobilephonenumber: '0491 570 913',
  Line1: '77 Kestrel Parade',
  RegistrationNumber: '7654329',
};

/** The API's reference data may be cached publicly; nothing else may (ARCHITECTURE.md security model). */
const PUBLIC_CACHE: EndpointName[] = [
  'operationalNeedList',
  'operationalNeed',
  'operationalNeedReason',
  'accessFrequencyOptions',
  'operationalNeedCategories',
  'auscheckIdDocuments',
  'issuingBodies',
  'issuingBody',
  'countries',
  'states',
  'airports',
  'suburbs',
  'downloadPublicForm',
];

function expectSecurityHeaders(label: string, res: LightMyRequestResponse) {
  const h = res.headers;
  const csp = String(h['content-security-policy'] ?? '');
  expect({ label, csp }).toEqual({ label, csp: expect.stringContaining("default-src 'none'") });
  expect({ label, csp }).toEqual({ label, csp: expect.stringContaining("frame-ancestors 'none'") });
  expect({ label, csp }).toEqual({ label, csp: expect.not.stringContaining('unsafe') });
  expect({
    label,
    nosniff: h['x-content-type-options'],
    referrer: h['referrer-policy'],
    hsts: String(h['strict-transport-security'] ?? ''),
    coop: h['cross-origin-opener-policy'],
    frame: h['x-frame-options'],
    poweredBy: h['x-powered-by'],
  }).toEqual({ label, nosniff: 'nosniff', referrer: 'no-referrer', hsts: expect.stringMatching(/max-age=\d{7,}/), coop: 'same-origin', frame: 'SAMEORIGIN', poweredBy: undefined });
}

describe.each(engines)('security headers, caching and logs on $name', (engine) => {
  const logs = logSink();
  const t = useTestApp(engine, { logger: { stream: logs.stream, level: 'trace' } });
  const secrets: string[] = [];
  const journey = {} as { formId: number; formKey: string; peopleId: number; token: string; refId: string; enrolmentKey: string };

  /** One whole application, as the wizard, the status page and the employer drive it. */
  beforeAll(async () => {
    const call = async (options: InjectOptions, status = 200) => {
      const res = await t.app.inject(options);
      if (res.statusCode !== status) throw new Error(`${options.method} ${options.url}: ${res.statusCode} ${res.body}`);
      return res;
    };
    const draft = completeDraft({
      Firstname: PERSON.Firstname,
      Middlenames: PERSON.Middlenames,
      Surname: PERSON.Surname,
      Birthdate: PERSON.Birthdate,
      Email: PERSON.Email,
      _confirmEmail: PERSON.Email,
      Mobilephonenumber: PERSON.Mobilephonenumber,
    });
    draft._address = [{ ...draft._address![0]!, Line1: PERSON.Line1 }];
    draft._idDocument = { Id: 4, Details: { ...draft._idDocument!.Details, GivenNames: `${PERSON.Firstname} ${PERSON.Middlenames}`, FamilyName: PERSON.Surname, RegistrationNumber: PERSON.RegistrationNumber } };

    const created = (await call({ method: 'POST', url: '/api/form', headers: { company: 'msic' }, payload: { Firstname: PERSON.Firstname, Email: PERSON.Email, _stepCompleted: 0 } })).json() as { id: number; key: string };
    journey.formId = created.id;
    journey.formKey = created.key;
    const headers = { formkey: created.key, company: 'msic' };
    await call({ method: 'PUT', url: `/api/form/${created.id}`, headers, payload: { ...draft, _version: 1 } });
    await call({ method: 'POST', url: '/api/mail/form-saved', headers, payload: { id: created.id } });
    await call({ method: 'POST', url: `/api/form/${created.id}/error`, headers, payload: { error: `could not save ${PERSON.Surname}`, user: draft } });
    await call({ method: 'POST', url: `/api/form/${created.id}/payment`, headers, payload: { cardName: `${PERSON.Firstname} ${PERSON.Surname}`, cardNumber: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2099, cvc: '123' } });
    const converted = (await call({ method: 'POST', url: `/api/form/${created.id}/people`, headers })).json() as { Id: number; VerificationCode: string };
    journey.peopleId = converted.Id;
    const token = (await call({ method: 'POST', url: '/api/login', payload: { username: String(converted.Id), password: PERSON.Birthdate, verificationCode: converted.VerificationCode } })).json() as { token: string };
    journey.token = token.token;
    const bearer = { authorization: `Bearer ${token.token}` };
    await call({ method: 'GET', url: `/api/people/${converted.Id}`, headers: bearer });
    await call({ method: 'GET', url: `/api/download/application-form/${converted.Id}/${created.id}`, headers: bearer });
    await call({ method: 'GET', url: `/api/people/${converted.Id}/${created.id}/inductions/incomplete`, headers: bearer });
    await call({ method: 'POST', url: '/api/people/tracker', payload: { VepNumber: `VEP${String(converted.Id + 1500).padStart(7, '0')}`, Birthday: PERSON.Birthdate } });
    // the employer's link, as mailed
    const mails = (await call({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(draft.Employeremail!)}` })).json() as { text: string }[];
    const refId = mails.map((m) => new RegExp(`/operational-need-form/${converted.Id}/([\\w-]+)`).exec(m.text)?.[1]).find(Boolean);
    if (!refId) throw new Error('no employer link mailed');
    journey.refId = refId;
    await call({ method: 'GET', url: `/api/people/operational-need-form/${converted.Id}/${refId}` });
    await call({ method: 'GET', url: `/api/download/operational-need-signed/${converted.Id}?ref=${refId}` }, 404);
    // the browser reports an exception naming the applicant, and a missing page whose address holds the form key
    await call({ method: 'POST', url: '/api/logger', payload: { url: `http://localhost:3000/apply/form/${created.id}/?key=${created.key}`, message: `TypeError near ${PERSON.Firstname} ${PERSON.Surname} ${PERSON.Email}`, type: 'exception' } });
    await call({ method: 'GET', url: `/404?uri=${encodeURIComponent(`/apply/form/${created.id}/?key=${created.key}&email=${PERSON.Email}`)}` });
    // refusals and a malformed request log too
    await call({ method: 'POST', url: '/api/login', payload: { username: String(converted.Id), password: PERSON.Birthdate, verificationCode: '000000' } }, 401);
    await call({ method: 'PUT', url: `/api/form/${created.id}`, headers, payload: { Email: `${PERSON.Email}\u0000` } }, 400);
    const [enrolment] = await t.db.query<{ access_key: string }>('SELECT access_key FROM induction_enrolment WHERE people_id = $1 LIMIT 1', [converted.Id]);
    journey.enrolmentKey = enrolment!.access_key;
    secrets.push(...Object.values(PERSON), created.key, token.token, refId, converted.VerificationCode);
  });

  it('logs every request of a whole application without any personal data, credential or link reference', () => {
    const text = logs.text();
    expect(text).toContain('"url":"/api/form/:id/people"'); // the log did record the journey, by route
    expect(text).toContain('"url":"/api/people/operational-need-form/:id/:refId"');
    const found = secrets.filter((s) => text.toLowerCase().includes(s.toLowerCase()));
    expect(found).toEqual([]);
  });

  /** A request for every endpoint of the table, with the journey's own credentials where one is needed. */
  function requestFor(name: EndpointName): InjectOptions {
    const e = endpoints[name];
    const params: Record<string, string> = {
      id: e.path.startsWith('/api/form') || e.path.startsWith('/api/mail') ? String(journey.formId) : e.path.startsWith('/induction') ? journey.enrolmentKey : String(journey.peopleId),
      formId: String(journey.formId),
      ref: String(journey.formId),
      refId: journey.refId,
      randomId: 'unknown-random-id',
      abn: '10474582823',
      state: 'TAS',
      module: '0',
      document: 'msic-application',
    };
    const url = pathParamNames(e.path).reduce((path, p) => path.replace(new RegExp(`:${p}`), params[p] ?? '1'), e.path);
    return {
      method: e.method,
      url: name === 'log404' ? '/404?uri=%2Fnowhere' : url,
      headers: { formkey: journey.formKey, authorization: `Bearer ${journey.token}`, company: 'msic', ...(e.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
      ...(e.method === 'GET' ? {} : { payload: '{}' }),
    };
  }

  it.each(ENDPOINT_NAMES.filter((n) => n !== 'logout'))('%s answers with the security headers; only reference data may be cached', async (name) => {
    const res = await t.app.inject(requestFor(name));
    expectSecurityHeaders(name, res);
    const cache = res.headers['cache-control'];
    if (PUBLIC_CACHE.includes(name) && res.statusCode === 200) expect(cache).toMatch(/^public, max-age=\d+/);
    else expect({ name, status: res.statusCode, cache }).toEqual({ name, status: res.statusCode, cache: 'no-store' });
  });

  it.each([
    ['getForm', (j: typeof journey) => ({ method: 'GET', url: `/api/form/${j.formId}`, headers: { formkey: j.formKey } })],
    ['person', (j: typeof journey) => ({ method: 'GET', url: `/api/people/${j.peopleId}`, headers: { authorization: `Bearer ${j.token}` } })],
    ['downloadApplicationForm', (j: typeof journey) => ({ method: 'GET', url: `/api/download/application-form/${j.peopleId}/${j.formId}`, headers: { authorization: `Bearer ${j.token}` } })],
    ['getOperationalNeedForm', (j: typeof journey) => ({ method: 'GET', url: `/api/people/operational-need-form/${j.peopleId}/${j.refId}` })],
    ['induction', (j: typeof journey) => ({ method: 'GET', url: `/induction/${j.enrolmentKey}` })],
  ] as const)('%s: a 200 with personal data is never cacheable', async (_name, build) => {
    const res = await t.app.inject(build(journey) as InjectOptions);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['an unknown route', { method: 'GET', url: '/api/nothing' }],
    ['a malformed address', { method: 'GET', url: '/api/form/%zz' }],
    ['a body over the limit', { method: 'POST', url: '/api/logger', headers: { 'content-type': 'application/json' }, payload: `"${'x'.repeat(1_100_000)}"` }],
    ['a body that is not JSON', { method: 'POST', url: '/api/logger', headers: { 'content-type': 'text/plain' }, payload: 'x' }],
    ['a CORS preflight', { method: 'OPTIONS', url: '/api/login', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' } }],
  ] as const)('%s answers with the security headers too, and no-store', async (label, options) => {
    const res = await t.app.inject(options as InjectOptions);
    expect(res.statusCode).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(500);
    expectSecurityHeaders(label, res);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain('%zz');
  });
});
