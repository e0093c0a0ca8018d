import fc from 'fast-check';
import { pathParamNames } from 'shared-contracts';
import { SIGNATURE_SVG, validEmployerForm } from 'shared-contracts/testing';
import type { Db } from '../db';
import { MESSAGES } from '../lib/messages';
import type { EndpointDef } from '../lib/route';
import { randomToken } from '../lib/secrets';
import { completeDraft } from '../routes/form/complete-draft';
import { useTestApp } from '../test/app';
import { engines } from '../test/engines';
import { aroundSchema, hostileHeader, hostileParam, hostileValue, maxLengthOf, shapeOf } from '../test/hostile';
import { credentialedApplicant, type CredentialedApplicant } from '../test/people-fixtures';
import { ENDPOINT_NAMES, endpoints, type EndpointName } from '../test/endpoints';

/**
 * Issue 10, bad input: every endpoint of the §7 table gets bodies, path parameters, query strings and headers
 * generated from and around its contract schemas (tests/hostile.ts). Whatever arrives, the API never answers 5xx,
 * a 400 carries the §8 shape (message, and field errors naming the fields when a schema refused the request), and a
 * refused request writes nothing (every table the API writes is counted before and after).
 *
 * Replay a failure with the seed and path fast-check prints: FC_SEED=<seed> FC_PATH=<path> npx jest hostile-input
 */
const SEED = Number(process.env.FC_SEED ?? 20_261_121);
const PATH = process.env.FC_PATH;
const RUNS = Number(process.env.FC_RUNS ?? 25);

/** Every table a request may write (reference tables are read-only to the API). */
const WRITTEN_TABLES = [
  'draft_form',
  'people',
  'mail_outbox',
  'verification_code',
  'operational_need_request',
  'form_error',
  'form_payment',
  'client_error_log',
  'missing_page_log',
  'operator_audit_log',
  'induction_enrolment',
  'induction_slide_completion',
  'induction_answer',
  'enquiry',
  'used_captcha_challenge',
] as const;

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const [row] = await db.query<Record<string, number>>(`SELECT ${WRITTEN_TABLES.map((t) => `(SELECT count(*)::int FROM ${t}) AS ${t}`).join(', ')}`);
  return row!;
}

/**
 * The rows counted, plus a fingerprint of the rows the fixtures' credentials reach (their form, person, signing
 * request, enrolment, codes): a refused request may not change them either (an update is a write too).
 */
async function snapshot(db: Db, f: Fixtures): Promise<Record<string, number | string>> {
  const [row] = await db.query<{ fingerprint: string }>(
    `SELECT md5(concat_ws('|',
       (SELECT x::text FROM draft_form x WHERE id = $1),
       (SELECT x::text FROM people x WHERE id = $2),
       (SELECT string_agg(x::text, ',' ORDER BY x.id) FROM operational_need_request x WHERE people_id = $2),
       (SELECT string_agg(x::text, ',' ORDER BY x.id) FROM verification_code x WHERE people_id = $2),
       (SELECT x::text FROM induction_enrolment x WHERE id = $3))) AS fingerprint`,
    [f.formId, f.peopleId, f.enrolmentId],
  );
  return { ...(await rowCounts(db)), fingerprint: row!.fingerprint };
}

/** Real ids and credentials, so that generated requests also get past authentication to the handlers. */
interface Fixtures extends CredentialedApplicant {
  enrolmentId: number;
  enrolmentKey: string;
}

const STATUS_IN = ['body', 'params', 'query', 'headers'];

function realParam(name: string, endpoint: EndpointDef, f: Fixtures): string | undefined {
  const path = endpoint.path;
  if (name === 'refId') return f.refId;
  if (name === 'randomId') return f.randomId;
  if (name === 'ref') return String(f.formId);
  if (name === 'formId') return String(f.peopleFormId);
  if (name === 'abn') return '51824753556';
  if (name === 'state') return 'NSW';
  if (name === 'module') return '0';
  if (name !== 'id') return undefined;
  if (path.startsWith('/api/form/') || path.startsWith('/api/mail/')) return String(f.formId);
  if (path.startsWith('/induction/')) return f.enrolmentKey;
  return String(f.peopleId);
}

/**
 * A valid body per endpoint (where one can be written without a live captcha): the fuzzer mutates a few of its fields
 * at a time, so most requests pass validation and reach the handlers, their access checks and their writes.
 */
function validBodies(f: Fixtures): Partial<Record<EndpointName, Record<string, unknown>>> {
  const draft = completeDraft() as Record<string, unknown>;
  return {
    login: { username: String(f.peopleId), password: '1985-04-12', verificationCode: '123456' },
    createForm: draft,
    updateForm: draft,
    expireForm: draft,
    postFormError: { error: 'the save failed', user: draft },
    saveSignature: { signature: SIGNATURE_SVG },
    payForm: { cardName: 'Jane Citizen', cardNumber: '4000 0000 0000 0002', expiryMonth: 12, expiryYear: 2099, cvc: '123' },
    mailFormSaved: { id: f.formId },
    registerInductionOnly: { Firstname: 'Kai', Surname: 'Tane', Birthdate: '1990-02-03', Email: 'kai.tane@example.com', Mobilephonenumber: '0412 345 678', Msicnum: 'ABC1234567', Inductions: [1] },
    inductionSlideCompleted: { module: 0, slide: 0 },
    inductionAnswer: { 'answer-0': '1', 'answer-1': ['1', '2'] },
    tracker: { VepNumber: 'VEP0001501', Birthday: '1985-04-12' },
    postOperationalNeedForm: validEmployerForm({ ApplicantFullname: 'Fuzzy Tester' }),
    logClientError: { url: 'http://localhost:3000/apply', message: 'TypeError: x is undefined', type: 'exception' },
  };
}

/** A valid body with up to three of its top-level fields removed or replaced by hostile values (or none). */
function mutationsOf(example: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = [...Object.keys(example), 'unexpected', '__proto__'];
  return fc
    .array(fc.record({ key: fc.constantFrom(...keys), remove: fc.boolean(), value: hostileValue }), { maxLength: 3 })
    .map((changes) => {
      const body: Record<string, unknown> = { ...example };
      for (const { key, remove, value } of changes) {
        if (remove) delete body[key];
        else Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
      }
      return body;
    });
}

interface Generated {
  params: Record<string, string>;
  query: unknown;
  body: unknown;
  sendBody: boolean;
  headers: Record<string, string>;
  address: string;
}

function requestsFor(name: EndpointName, f: Fixtures): fc.Arbitrary<Generated> {
  const endpoint: EndpointDef = endpoints[name];
  const names = pathParamNames(endpoint.path);
  const params = fc.record(
    Object.fromEntries(names.map((n) => [n, fc.oneof({ weight: 2, arbitrary: fc.constant(realParam(n, endpoint, f) ?? '1') }, { weight: 3, arbitrary: hostileParam })])),
  ) as fc.Arbitrary<Record<string, string>>;
  const withBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const header = (real: string) => fc.option(fc.oneof(fc.constant(real), hostileHeader), { nil: undefined });
  const valid = validBodies(f)[name];
  return fc.record({
    params,
    query: endpoint.query ? aroundSchema(endpoint.query) : fc.constant(undefined),
    body: endpoint.body ? (valid ? fc.oneof(aroundSchema(endpoint.body), mutationsOf(valid), mutationsOf(valid)) : aroundSchema(endpoint.body)) : hostileValue,
    sendBody: withBody ? fc.boolean().map((b) => b || Boolean(endpoint.body)) : fc.constant(false),
    headers: fc
      .record({ formkey: header(f.formKey), authorization: header(`Bearer ${f.token}`), company: header('msic'), websitetype: header('public') })
      .map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>),
    // a fresh client address each time, so per-address rate limits do not hide what the handlers do
    address: fc.tuple(fc.integer({ min: 1, max: 223 }), fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 })).map((p) => p.join('.')),
  });
}

/** A path segment as a hostile client sends it: percent-encoded, lone surrogates as their (invalid) UTF-8 bytes. */
function encodeSegment(value: string): string {
  if (value.startsWith('raw:')) return value.slice(4);
  let out = '';
  for (const unit of value) {
    const code = unit.codePointAt(0)!;
    out += code >= 0xd800 && code <= 0xdfff ? `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}` : encodeURIComponent(unit);
  }
  return out;
}

function fillRawPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => encodeSegment(params[name] ?? '1') || '%20');
}

/** fast-check's report, cut short: a counterexample may hold strings of 10,000 characters. */
function shortReport<T>(details: fc.RunDetails<T>): void {
  if (!details.failed) return;
  const example = fc.stringify(details.counterexample).replace(/(.)\1{40,}/gu, (run, c: string) => `${c}…×${run.length}`);
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(`Property failed: replay with FC_SEED=${details.seed} FC_PATH=${details.counterexamplePath}\nCounterexample: ${example.slice(0, 3000)}\nCause: ${cause.slice(0, 3000)}`);
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object' || Array.isArray(query)) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) search.append(key, typeof value === 'string' ? value : JSON.stringify(value) ?? '');
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The §8 error shape: a message; a schema refusal adds where (`in`) and the field errors by field path. */
function expectErrorShape(label: string, status: number, body: Record<string, unknown>) {
  expect({ label, message: typeof body.message }).toEqual({ label, message: 'string' });
  if (status !== 400) return;
  if ('in' in body || 'fieldErrors' in body) {
    const fieldErrors = body.fieldErrors as Record<string, unknown>;
    expect({ label, fieldErrors: typeof fieldErrors }).toEqual({ label, fieldErrors: 'object' });
    const entries = Object.entries(fieldErrors);
    expect({ label, count: entries.length > 0 }).toEqual({ label, count: true });
    for (const [field, messages] of entries) {
      expect({ label, field, ok: Array.isArray(messages) && messages.length > 0 && messages.every((m) => typeof m === 'string' && m.length > 0) }).toEqual({ label, field, ok: true });
    }
    if ('in' in body) expect(STATUS_IN).toContain(body.in);
  } else {
    // a 400 without field errors is one of the body-level refusals, each with its fixed text
    expect([MESSAGES.invalidJson, MESSAGES.emptyJson, MESSAGES.outOfRange, MESSAGES.badUrl]).toContain(body.message);
  }
}

describe.each(engines)('hostile input to every endpoint on $name', (engine) => {
  const t = useTestApp(engine);
  const f = {} as Fixtures;

  beforeAll(async () => {
    Object.assign(f, await credentialedApplicant(t.app, t.db, 'Fuzzy', 'Tester'));
    const [enrolment] = await t.db.query<{ id: number; access_key: string }>(
      `INSERT INTO induction_enrolment (id, induction_id, people_id, access_key) SELECT 7000001, min(id), $1, $2 FROM induction RETURNING id, access_key`,
      [f.peopleId, randomToken()],
    );
    f.enrolmentId = enrolment!.id;
    f.enrolmentKey = enrolment!.access_key;
  });

  it.each(ENDPOINT_NAMES.map((n) => [n, endpoints[n].method, endpoints[n].path] as const))('%s (%s %s): never 5xx, §8 errors, no write when refused', async (name) => {
    const endpoint: EndpointDef = endpoints[name];
    await fc.assert(
      fc.asyncProperty(requestsFor(name, f), async (g) => {
        const url = fillRawPath(endpoint.path, g.params) + queryString(g.query);
        const before = await snapshot(t.db, f);
        const res = await t.app.inject({
          method: endpoint.method,
          url,
          remoteAddress: g.address,
          headers: { ...g.headers, ...(g.sendBody ? { 'content-type': 'application/json' } : {}) },
          ...(g.sendBody ? { payload: JSON.stringify(g.body) ?? 'null' } : {}),
        });
        const label = `${endpoint.method} ${url} -> ${res.statusCode}`;
        expect({ label, serverError: res.statusCode >= 500 }).toEqual({ label, serverError: false });
        if (res.statusCode < 400) return;
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expectErrorShape(label, res.statusCode, res.json() as Record<string, unknown>);
        // a declined card is recorded on purpose (the attempt is the audit trail), and a wrong verification code counts
        // against its code (401, then 429 once locked); every other refusal writes nothing
        if (name === 'payForm' && res.statusCode === 402) return;
        const after = await snapshot(t.db, f);
        const attemptCounted = name === 'login' && (res.statusCode === 401 || res.statusCode === 429);
        const comparable = (s: Record<string, number | string>) => (attemptCounted ? { ...s, fingerprint: 'attempt counted' } : s);
        expect({ label, written: comparable(after) }).toEqual({ label, written: comparable(before) });
      }),
      { seed: SEED, numRuns: RUNS, ...(PATH ? { path: PATH } : {}), endOnFailure: true, reporter: shortReport },
    );
  }, 60_000);

  const bodyEndpoints = ENDPOINT_NAMES.filter((n) => endpoints[n].method !== 'GET' && 'body' in endpoints[n]);
  // card payments are limited per form id before the body is read: each payment request names a fresh id
  const paramFor = (name: EndpointName, param: string) => (name === 'payForm' ? String(900_000 + Math.floor(Math.random() * 99_999)) : (realParam(param, endpoints[name], f) ?? '1'));
  const urlOf = (name: EndpointName) => fillRawPath(endpoints[name].path, Object.fromEntries(pathParamNames(endpoints[name].path).map((p) => [p, paramFor(name, p)])));
  const send = (name: EndpointName, payload: string | Buffer, contentType?: string) =>
    t.app.inject({
      method: endpoints[name].method,
      url: urlOf(name),
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      headers: { formkey: f.formKey, company: 'msic', ...(contentType ? { 'content-type': contentType } : {}) },
      payload,
    });

  it.each(bodyEndpoints)('%s: a body over the limit is 413 JSON and writes nothing', async (name) => {
    const before = await rowCounts(t.db);
    // over every limit the API has (1 MB by default, 2 MB for the signed operational-need form)
    const res = await send(name, JSON.stringify({ padding: 'x'.repeat(3 * 1024 * 1024) }), 'application/json');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MESSAGES.tooLarge });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it.each(bodyEndpoints.flatMap((n) => ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/octet-stream'].map((type) => [n, type] as const)))(
    '%s: a %s body is 415 and writes nothing',
    async (name, type) => {
      const before = await rowCounts(t.db);
      const res = await send(name, type.startsWith('multipart') ? '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--' : 'a=b', type);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: MESSAGES.unsupportedMediaType });
      expect(await rowCounts(t.db)).toEqual(before);
    },
  );

  it.each(bodyEndpoints)('%s: malformed and truncated JSON is 400 with the fixed text', async (name) => {
    for (const payload of ['{', '{"a":', '[1,2', 'nul', '{"a":"\\u00"}', '\u0000']) {
      const res = await send(name, payload, 'application/json');
      expect({ payload, status: res.statusCode, body: res.json() }).toEqual({ payload, status: 400, body: { message: MESSAGES.invalidJson } });
    }
  });

  /** Top-level text fields of a body schema with their maximum length (spec §5 max lengths live on the schemas). */
  const boundedFields = (name: EndpointName): [string, number][] => {
    const body = (endpoints[name] as EndpointDef).body;
    if (!body) return [];
    return Object.entries(shapeOf(body)).flatMap(([field, schema]) => {
      const max = maxLengthOf(schema);
      return max !== undefined && max < 100_000 ? [[field, max] as [string, number]] : [];
    });
  };
  const longInputCases = bodyEndpoints.flatMap((n) => boundedFields(n).map(([field, max]) => [n, field, max] as const));

  it('every endpoint with a text field is covered by the long-input cases', () => {
    expect(longInputCases.length).toBeGreaterThan(40);
  });

  it.each(longInputCases)('%s: %s one past its maximum (%i) is refused naming the field', async (name, field, max) => {
    const before = await rowCounts(t.db);
    const res = await send(name, JSON.stringify({ [field]: 'a'.repeat(max + 1) }), 'application/json');
    expect(res.statusCode).toBe(400);
    const body = res.json() as { in?: string; fieldErrors?: Record<string, string[]> };
    expect(body.in).toBe('body');
    expect(Object.keys(body.fieldErrors ?? {})).toContain(field);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it.each([
    ['RTL override', 'Jane\u202eecnerolF'],
    ['combining marks', 'Jose\u0301'],
    ['emoji', 'Jane 😀'],
    ['NUL', 'Ja\u0000ne'],
    ['lone surrogate', 'Ja\ud800ne'],
    ['zero-width joiner', 'Ja\u200dne'],
  ])('a name with %s is refused with the printable-ASCII field error, and the draft is unchanged', async (_label, value) => {
    const before = await t.db.query<{ data: unknown; version: number }>('SELECT data, version FROM draft_form WHERE id = $1', [f.formId]);
    const res = await t.app.inject({ method: 'PUT', url: `/api/form/${f.formId}`, headers: { formkey: f.formKey }, payload: { Firstname: value, Surname: value } });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['Firstname', 'Surname']);
    expect(await t.db.query('SELECT data, version FROM draft_form WHERE id = $1', [f.formId])).toEqual(before);
  });
});
