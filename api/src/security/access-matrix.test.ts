import type { InjectOptions } from 'fastify';
import { idToTrackingNumber } from 'shared-contracts/tracking';
import { SIGNATURE_SVG, validEmployerForm } from 'shared-contracts/testing';
import { enrol } from '../repositories/inductions';
import { TRACKER_SWEEP_LIMIT } from '../lib/rate-limits';
import { randomToken } from '../lib/secrets';
import { useTestApp } from '../test/app';
import { engines } from '../test/engines';
import { credentialedApplicant, insertApplicant, type CredentialedApplicant } from '../test/people-fixtures';
import { ENDPOINT_NAMES, endpoints, type EndpointName } from '../test/endpoints';

/**
 * Issue 10, security: the access matrix. Every endpoint of the §7 table that reaches one applicant's data by an id
 * (form key, bearer token or the random id of a mailed link) is called three ways for applicant A's resource: with A's
 * own credential (let through), with applicant B's (refused 401/403/404, nothing of A in the answer) and with none
 * (refused). A table test over ENDPOINT_NAMES makes sure no such endpoint is left out of the matrix.
 */
type Party = CredentialedApplicant;

type Request = (target: Party, credential: Party | undefined) => InjectOptions;

const formKey = (c: Party | undefined) => (c ? { formkey: c.formKey } : {});
const bearer = (c: Party | undefined) => (c ? { authorization: `Bearer ${c.token}` } : {});
/** "none" for a link: a well-formed random reference nobody was given */
const linkRef = (c: Party | undefined, pick: (p: Party) => string) => (c ? pick(c) : randomToken());

/** The employer's signed operational-need form (spec §3), valid for the §5 rules. */
const EMPLOYER_FORM = validEmployerForm();

/** One row per endpoint that takes an applicant's id or link: how to ask for the target's resource with a credential. */
const MATRIX: Partial<Record<EndpointName, Request>> = {
  // the form key (FormKey header) of the form in the path
  getForm: (t, c) => ({ method: 'GET', url: `/api/form/${t.formId}`, headers: formKey(c) }),
  updateForm: (t, c) => ({ method: 'PUT', url: `/api/form/${t.formId}`, headers: formKey(c), payload: { Firstname: t.firstname, Surname: t.surname, Email: t.email, _stepCompleted: 0 } }),
  expireForm: (t, c) => ({ method: 'POST', url: `/api/form/${t.formId}/expired`, headers: formKey(c), payload: { Firstname: t.firstname, Surname: t.surname, Email: t.email } }),
  postFormError: (t, c) => ({ method: 'POST', url: `/api/form/${t.formId}/error`, headers: formKey(c), payload: { error: 'save failed', user: null } }),
  lookupFormAbn: (t, c) => ({ method: 'GET', url: `/api/form/${t.formId}/lookup-abn/10474582823`, headers: formKey(c) }),
  saveSignature: (t, c) => ({ method: 'POST', url: `/api/form/${t.formId}/save-signature`, headers: formKey(c), payload: { signature: SIGNATURE_SVG } }),
  getSignature: (t, c) => ({ method: 'GET', url: `/api/form/${t.formId}/get-signature`, headers: formKey(c) }),
  payForm: (t, c) => ({ method: 'POST', url: `/api/form/${t.formId}/payment`, headers: formKey(c), payload: { cardName: 'A Person', cardNumber: '4000000000000002', expiryMonth: 12, expiryYear: 2099, cvc: '123' } }),
  mailFormSaved: (t, c) => ({ method: 'POST', url: '/api/mail/form-saved', headers: formKey(c), payload: { id: t.formId } }),
  mailSessionExpired: (t, c) => ({ method: 'POST', url: `/api/mail/session-expired/${t.formId}`, headers: formKey(c) }),
  mailSaveAndReturn: (t, c) => ({ method: 'POST', url: `/api/mail/save-and-return/${t.formId}`, headers: formKey(c) }),
  convertForm: (t, c) => ({ method: 'POST', url: `/api/form/${t.formId}/people`, headers: formKey(c) }),
  // the bearer token of the person in the path
  person: (t, c) => ({ method: 'GET', url: `/api/people/${t.peopleId}`, headers: bearer(c) }),
  lodgementOptions: (t, c) => ({ method: 'GET', url: `/api/people/${t.peopleId}/lodgement-options`, headers: bearer(c) }),
  peopleIncompleteInductions: (t, c) => ({ method: 'GET', url: `/api/people/${t.peopleId}/${t.peopleFormId}/inductions/incomplete`, headers: bearer(c) }),
  downloadApplicationForm: (t, c) => ({ method: 'GET', url: `/api/download/application-form/${t.peopleId}/${t.peopleFormId}`, headers: bearer(c) }),
  downloadInvoice: (t, c) => ({ method: 'GET', url: `/api/download/invoice/${t.peopleId}/${t.peopleFormId}`, headers: bearer(c) }),
  downloadCertificate: (t, c) => ({ method: 'GET', url: `/api/download/certificate/${t.peopleId}/${t.peopleFormId}`, headers: bearer(c) }),
  downloadOperationalNeedSigned: (t, c) => ({ method: 'GET', url: `/api/download/operational-need-signed/${t.peopleId}`, headers: bearer(c) }),
  // the random id of a mailed link, with the target's people id
  foreignCard: (t, c) => ({ method: 'GET', url: `/api/foreign-card/${t.peopleId}/${linkRef(c, (p) => p.randomId)}` }),
  foreignCardIncompleteInductions: (t, c) => ({ method: 'GET', url: `/api/foreign-card/${t.peopleId}/${linkRef(c, (p) => p.randomId)}/inductions/incomplete` }),
  getOperationalNeedForm: (t, c) => ({ method: 'GET', url: `/api/people/operational-need-form/${t.peopleId}/${linkRef(c, (p) => p.refId)}` }),
  operationalNeedGetAbn: (t, c) => ({ method: 'GET', url: `/api/people/operational-need-form/get-abn/${t.peopleId}/${linkRef(c, (p) => p.refId)}` }),
  postOperationalNeedForm: (t, c) => ({ method: 'POST', url: `/api/people/operational-need-form/${t.peopleId}/${linkRef(c, (p) => p.refId)}`, payload: EMPLOYER_FORM }),
};

/**
 * Endpoints of the table that name no applicant's resource by an id, with the reason. An endpoint added to the table
 * must land in MATRIX or here (the coverage test fails otherwise).
 */
const NOT_PER_APPLICANT: Partial<Record<EndpointName, string>> = {
  login: 'the credential itself (number, birth date, mailed code); attempt limits in login.test.ts',
  logout: 'ends the presented token only',
  createForm: 'makes a new form and its key',
  mailContactUs: 'public enquiry',
  captchaChallenge: 'public',
  operationalNeedList: 'reference data',
  operationalNeed: 'reference data',
  operationalNeedReason: 'reference data',
  accessFrequencyOptions: 'reference data',
  operationalNeedCategories: 'reference data',
  auscheckIdDocuments: 'reference data',
  issuingBodies: 'reference data',
  issuingBody: 'reference data',
  countries: 'reference data',
  states: 'reference data',
  airports: 'reference data',
  suburbs: 'reference data',
  registerInductionOnly: 'answers only a holder whose name and birth date match (induction.test.ts)',
  induction: 'the random key of the player link is the key itself (test below)',
  inductionProgram: 'the random key of the player link is the key itself (test below)',
  inductionSlideCompleted: 'the random key of the player link is the key itself (test below)',
  inductionSlideOpened: 'the random key of the player link is the key itself (test below)',
  inductionCertificate: 'the 60-bit random verification code is the key itself; rate-limited (induction.test.ts)',
  inductionCertificatePdf: 'the 60-bit random verification code is the key itself; rate-limited (induction.test.ts)',
  inductionAnswer: 'the random key of the player link is the key itself (test below)',
  tracker: 'needs number and birth date; same answer for both wrong; rate-limited (below)',
  operationalNeedLookupAbn: 'public ABN register lookup',
  downloadPublicForm: 'blank public forms',
  log404: 'client logging',
  logClientError: 'client logging',
  health: 'public',
};

const REFUSED = [401, 403, 404];

describe.each(engines)('access matrix on $name', (engine) => {
  const t = useTestApp(engine);
  const parties = {} as { a: Party; b: Party };


  beforeAll(async () => {
    parties.a = await credentialedApplicant(t.app, t.db, 'Amelia', 'Quartermaine');
    parties.b = await credentialedApplicant(t.app, t.db, 'Bartholomew', 'Underhill');
    // A's application is approved (a certificate exists) and their employer has signed (a letter exists)
    await t.db.query(`UPDATE people SET paid_at = now(), ops_approved_at = now(), auscheck_uploaded_at = now(), auscheck_decision = 'Y', auscheck_certdate = '2026-11-01' WHERE id = $1`, [parties.a.peopleId]);
    const signed = await t.app.inject({ method: 'POST', url: `/api/people/operational-need-form/${parties.a.peopleId}/${parties.a.refId}`, payload: EMPLOYER_FORM });
    expect(signed.statusCode).toBe(200);
  });

  it('covers every endpoint of the table: each is in the matrix or has a reason not to be', () => {
    const listed = new Set([...Object.keys(MATRIX), ...Object.keys(NOT_PER_APPLICANT)]);
    expect(ENDPOINT_NAMES.filter((n) => !listed.has(n))).toEqual([]);
    expect(Object.keys(MATRIX).filter((n) => n in NOT_PER_APPLICANT)).toEqual([]);
    // every formKey and token endpoint that names a resource is in the matrix
    const guarded = ENDPOINT_NAMES.filter((n) => endpoints[n].auth !== 'none' && n !== 'logout');
    expect(guarded.filter((n) => !(n in MATRIX))).toEqual([]);
  });

  const rows = Object.entries(MATRIX) as [EndpointName, Request][];
  // convert last: it turns A's form into a people record, after which form calls answer 409 (still not refused)
  rows.sort(([x], [y]) => Number(x === 'convertForm') - Number(y === 'convertForm'));

  it.each(rows)("%s: A's own credential is let through; B's and none are refused with nothing of A's", async (_name, request) => {
    const { a, b } = parties;
    const attempts = [
      ['another applicant', b],
      ['no credential', undefined],
    ] as const;
    for (const [who, credential] of attempts) {
      const res = await t.app.inject(request(a, credential));
      expect({ who, status: res.statusCode, refused: REFUSED.includes(res.statusCode) }).toEqual({ who, status: res.statusCode, refused: true });
      for (const secret of [a.surname, a.email, a.formKey, a.refId, a.randomId]) expect(res.body).not.toContain(secret);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    const own = await t.app.inject(request(a, a));
    expect({ status: own.statusCode, refused: REFUSED.includes(own.statusCode) }).toEqual({ status: own.statusCode, refused: false });
    expect(own.statusCode).toBeLessThan(500);
  });

  it("the signer's download of the letter (?ref=) takes A's reference only", async () => {
    const { a, b } = parties;
    const url = (ref: string) => `/api/download/operational-need-signed/${a.peopleId}?ref=${ref}`;
    expect((await t.app.inject({ method: 'GET', url: url(a.refId) })).statusCode).toBe(200);
    for (const ref of [b.refId, randomToken()]) {
      const res = await t.app.inject({ method: 'GET', url: url(ref) });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(a.surname);
    }
  });

  it("refuses a forged, an unsigned and a garbled token naming A's id", async () => {
    const { a, b } = parties;
    const [header, , signature] = b.token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: a.peopleId, iat: 0, exp: 9_999_999_999 })).toString('base64url')}.${signature}`;
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: a.peopleId, exp: 9_999_999_999 })).toString('base64url')}.`;
    for (const token of [forged, unsigned, 'garbage', `${b.token}x`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/people/${a.peopleId}`, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
    }
  });

  describe('enumeration', () => {
    it('form keys, link references and random ids are 192-bit random values, never sequential', async () => {
      const keys = await Promise.all(
        Array.from({ length: 5 }, async () => (await t.app.inject({ method: 'POST', url: '/api/form', headers: { company: 'msic' }, payload: { _stepCompleted: 0 } })).json() as { id: number; key: string }),
      );
      for (const { key } of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(new Set(keys.map((k) => k.key)).size).toBe(keys.length);
      const randomIds = await t.db.query<{ random_id: string }>('SELECT random_id FROM draft_form ORDER BY id DESC LIMIT 5');
      for (const { random_id } of randomIds) expect(random_id).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(parties.a.refId).not.toBe(parties.b.refId);
    });

    it('the key of an induction player link is random, 192 bits, and the numeric enrolment id it carried before names nothing (issue 40)', async () => {
      const people = await Promise.all([1, 2, 3, 4, 5, 6].map(() => insertApplicant(t.db)));
      for (const p of people) await enrol(t.db, p.id, [1]);
      const rows = await t.db.query<{ id: number; access_key: string }>(`SELECT id, access_key FROM induction_enrolment WHERE people_id IN (${people.map((p) => p.id).join(',')}) ORDER BY created_at, id`);
      expect(rows).toHaveLength(6);
      // 32 base64url characters: 24 random bytes
      for (const { access_key } of rows) expect(access_key).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(new Set(rows.map((r) => r.access_key)).size).toBe(6);
      const { id, access_key: key } = rows[0]!;
      expect((await t.app.inject({ method: 'GET', url: `/induction/${key}` })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/induction/${id}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/induction/${id}/program` })).statusCode).toBe(404);
    });

    it("a wrong reference, someone else's reference and an unknown person answer the same 404 on a link", async () => {
      const { a, b } = parties;
      const answers = await Promise.all(
        [`/api/people/operational-need-form/${a.peopleId}/${b.refId}`, `/api/people/operational-need-form/${a.peopleId}/${randomToken()}`, `/api/people/operational-need-form/99999999/${a.refId}`].map((url) =>
          t.app.inject({ method: 'GET', url }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404]);
      expect(new Set(answers.map((r) => r.body)).size).toBe(1);
      const cards = await Promise.all([`/api/foreign-card/${a.peopleId}/${b.randomId}`, `/api/foreign-card/99999999/${a.randomId}`].map((url) => t.app.inject({ method: 'GET', url })));
      expect(cards.map((r) => r.statusCode)).toEqual([404, 404]);
      expect(cards[0]!.body).toBe(cards[1]!.body);
    });

    it("a form id that does not exist and someone else's form answer the same 404", async () => {
      const { a, b } = parties;
      const other = await t.app.inject({ method: 'GET', url: `/api/form/${b.formId}`, headers: { formkey: a.formKey } });
      const missing = await t.app.inject({ method: 'GET', url: '/api/form/99999999', headers: { formkey: a.formKey } });
      expect([other.statusCode, missing.statusCode]).toEqual([404, 404]);
      expect(other.body).toBe(missing.body);
    });

    it('the tracker answers 429 past its limit, for a right birth date too, so birth dates cannot be swept', async () => {
      const { a } = parties;
      const track = (Birthday: string) =>
        t.app.inject({ method: 'POST', url: '/api/people/tracker', remoteAddress: '203.0.113.77', payload: { VepNumber: idToTrackingNumber(a.peopleId), Birthday } });
      const statuses: number[] = [];
      for (let day = 1; day <= 10; day++) statuses.push((await track(`1960-01-${String(day).padStart(2, '0')}`)).statusCode);
      expect(statuses).toEqual(Array(10).fill(404));
      const right = await track('1985-04-12');
      expect(right.statusCode).toBe(429);
      expect(right.body).not.toContain(String(a.peopleId));
    });

    it('one address cannot sweep through tracking numbers: past the per-address limit every number is 429, other addresses are not held up', async () => {
      const track = (n: number, remoteAddress: string) =>
        t.app.inject({ method: 'POST', url: '/api/people/tracker', remoteAddress, payload: { VepNumber: idToTrackingNumber(500_000 + n), Birthday: '1970-01-01' } });
      const statuses: number[] = [];
      for (let n = 0; n < TRACKER_SWEEP_LIMIT.max; n++) statuses.push((await track(n, '198.51.100.23')).statusCode);
      expect(statuses.every((s) => s === 404)).toBe(true);
      const swept = await track(TRACKER_SWEEP_LIMIT.max, '198.51.100.23');
      expect(swept.statusCode).toBe(429);
      expect((await track(TRACKER_SWEEP_LIMIT.max, '198.51.100.24')).statusCode).toBe(404);
    });
  });
});
