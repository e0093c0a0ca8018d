import { inflateSync } from 'node:zlib';
import { FIELD_MESSAGES } from 'shared-contracts/api';
import { hashReference } from '../../lib/secrets';
import { pdfText } from '../../services/pdf/pdf-text';
import { useTestApp } from '../../test/app';
import { engines } from '../../test/engines';
import type { Db } from '../../db';
import { parseSignature } from './signature-svg';

const svg = (body: string, size = 'viewBox="0 0 400 200" width="400" height="200"') =>
  `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${size}>${body}</svg>`).toString('base64')}`;
/** What signature_pad makes for a real signature: cubic curves and a dot (extent 140 + 80 = 220 px). */
const SIGNATURE = svg(
  '<path d="M 10.000,10.000 C 40.000,30.000 80.000,50.000 110.000,70.000" stroke-width="3.000" stroke="#0b0c0c" fill="none" stroke-linecap="round"></path>' +
    '<path d="M 110.000,70.000 C 120.000,80.000 140.000,85.000 150.000,90.000" stroke-width="2.500" stroke="#0b0c0c" fill="none" stroke-linecap="round"></path>' +
    '<circle r="1.5" cx="60" cy="40" fill="#0b0c0c"></circle>',
);
/** A scribble: width plus height 20 + 20 = 40 px, not over 50 (spec §5). */
const SCRIBBLE = svg('<path d="M 10.000,10.000 C 15.000,15.000 20.000,20.000 30.000,30.000" stroke-width="3.000" stroke="#000" fill="none"></path>');

const ACTIVE_ABN = '10474582823';
const CANCELLED_ABN = '10478629432';
const UNREGISTERED_ABN = '51824753556';
const BAD_CHECKSUM_ABN = '51824753557';

const validForm = (overrides: Record<string, unknown> = {}) => ({
  FirstName: 'Morgan',
  Surname: 'Hale',
  Phone: '08 9721 0000',
  Email: 'morgan.hale@example.com',
  Position: 'Operations manager',
  Organisation: 'Harbourside Marine Services',
  BusinessUnit: 'Bunbury terminal',
  PoNumber: 'PO-4471',
  Address: '12 Wharf Road',
  Suburb: 'Bunbury',
  State: 'WA',
  Postcode: '6230',
  Abn: ACTIVE_ABN,
  ApplicantFullname: 'Jordan Lee Smith',
  Sponsored: true,
  SponsoredYears: 4,
  OperationalNeedId: 1,
  OpNeedOccupation: 'Jordan drives straddle carriers and moves containers around the terminal every working day',
  OpNeedAccessFreq: 1,
  OperationalNeedType: 'employer',
  _signature: SIGNATURE,
  ...overrides,
});

/** Every content stream of a PDF, inflated. */
const pageContent = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
    .map((m) => {
      try {
        return inflateSync(Buffer.from(m[1] as string, 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('\n');

let sequence = 0;
/** A people record, its draft and an open signing request, as the wizard's conversion makes them. */
async function openRequest(db: Db, options: { regional?: boolean; expired?: boolean; draft?: Record<string, unknown> } = {}) {
  sequence += 1;
  const [draft] = await db.query<{ id: number }>(
    `INSERT INTO draft_form (form_key_hash, random_id, company, data, step_completed) VALUES ('x', $1, 'msic', $2, 4) RETURNING id`,
    [`draft-${sequence}-${Math.random()}`, JSON.stringify({ Firstname: 'Jordan', Surname: 'Smith', Employername: 'Harbourside Marine Services', Employeremail: 'morgan.hale@example.com', OperationalNeedId: 1, ...options.draft })],
  );
  const [person] = await db.query<{ id: number }>(
    `INSERT INTO people (incomplete_form_id, random_id, company, firstname, middlenames, surname, birthdate, email)
     VALUES ($1, $2, 'msic', 'Jordan', 'Lee', 'Smith', '1990-04-02', 'jordan@example.com') RETURNING id`,
    [draft!.id, `person-${sequence}-${Math.random()}`],
  );
  const refId = `ref${sequence}AbCdEfGhIjKlMnOpQrStUvWx`;
  await db.query(
    `INSERT INTO operational_need_request (people_id, ref_id_hash, regional, employer_email, expires_at)
     VALUES ($1, $2, $3, 'morgan.hale@example.com', now() + interval '${options.expired ? '-1 day' : '30 days'}')`,
    [person!.id, hashReference(refId), options.regional ?? false],
  );
  return { peopleId: person!.id, refId, url: `/api/people/operational-need-form/${person!.id}/${refId}` };
}

const requestRow = async (db: Db, peopleId: number) =>
  (await db.query<{ signed_at: unknown; signature: string | null; data: Record<string, unknown> }>('SELECT signed_at, signature, data FROM operational_need_request WHERE people_id = $1', [peopleId]))[0]!;

describe('signature images (spec §4 SVG data URL, §5 minimum extent)', () => {
  it('reads the strokes of a signature_pad SVG and measures width plus height', () => {
    expect(parseSignature(SIGNATURE)?.extent).toBe(220);
    expect(parseSignature(SCRIBBLE)?.extent).toBe(40);
  });
  it('refuses anything but strokes', () => {
    expect(parseSignature(svg('<script>alert(1)</script><path d="M 1,1 C 2,2 3,3 200,200"></path>'))).toBeNull();
    expect(parseSignature(svg('<image href="http://example.com/x.png"></image>'))).toBeNull();
    expect(parseSignature(svg('<path d="M 1,1 C 2,2 3,3 200,200" onload="x()"></path>'))).toBeNull();
    expect(parseSignature(svg(''))).toBeNull();
    expect(parseSignature('data:image/png;base64,AAAA')).toBeNull();
  });
});

describe.each(engines)('operational-need form on $name', (engine) => {
  const t = useTestApp(engine);

  it('§2, §7: GET answers the form prefilled from the application, the applicant by name only, and the version', async () => {
    const { url, peopleId } = await openRequest(t.db, { regional: true, draft: { Employerfirstname: 'Morgan', ExtraData: { PortAccess: 'Albany' } } });
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.regional).toBe(true);
    expect(data.signed).toBe(false);
    expect(data.person).toEqual({ Id: peopleId, Firstname: 'Jordan', Middlenames: 'Lee', Surname: 'Smith' });
    expect(data.form).toMatchObject({ FirstName: 'Morgan', Organisation: 'Harbourside Marine Services', ApplicantFullname: 'Jordan Lee Smith', PortAccess: 'Albany', OperationalNeedId: 1 });
    expect(JSON.stringify(data)).not.toContain('1990-04-02');
    expect(JSON.stringify(data)).not.toContain('jordan@example.com');
  });

  it('§6, §8: a wrong people id, a wrong or expired reference answer 404; a malformed one 400', async () => {
    const { peopleId, refId } = await openRequest(t.db);
    const expired = await openRequest(t.db, { expired: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/people/operational-need-form/${peopleId + 1000}/${refId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/people/operational-need-form/${peopleId}/${refId}x` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: expired.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: expired.url, payload: validForm() })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/people/operational-need-form/${peopleId}/bad%20ref!` })).statusCode).toBe(400);
    expect((await requestRow(t.db, expired.peopleId)).signed_at).toBeNull();
  });

  it('§5: submit without a signature, with a too-small one, or with malformed fields answers 400 and writes nothing', async () => {
    const { url, peopleId } = await openRequest(t.db);
    const missing = await t.app.inject({ method: 'POST', url, payload: validForm({ _signature: '' }) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors._signature).toBeDefined();
    const small = await t.app.inject({ method: 'POST', url, payload: validForm({ _signature: SCRIBBLE }) });
    expect(small.statusCode).toBe(400);
    expect(small.json().fieldErrors._signature).toEqual([FIELD_MESSAGES.signature]);
    const malformed = await t.app.inject({ method: 'POST', url, payload: validForm({ Email: 'not-an-email', Postcode: 'ABCDE', OpNeedOccupation: 'too few words here', SponsoredYears: 3 }) });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fieldErrors)).toEqual(expect.arrayContaining(['Email', 'Postcode', 'OpNeedOccupation', 'SponsoredYears']));
    const adminOnly = await t.app.inject({ method: 'POST', url, payload: validForm({ OperationalNeedId: 5 }) });
    expect(adminOnly.json().fieldErrors.OperationalNeedId).toEqual([FIELD_MESSAGES.operationalNeedAdminOnly]);
    const noFrequency = await t.app.inject({ method: 'POST', url, payload: validForm({ OpNeedAccessFreq: null }) });
    expect(noFrequency.json().fieldErrors.OpNeedAccessFreq).toEqual([FIELD_MESSAGES.accessFrequency]);
    const row = await requestRow(t.db, peopleId);
    expect(row.signed_at).toBeNull();
    expect(row.signature).toBeNull();
    expect(row.data).toEqual({});
  });

  it('§5 ABN: a bad checksum, an unknown or a cancelled ABN is refused; the lookup answers the register', async () => {
    const { url } = await openRequest(t.db);
    const checksum = await t.app.inject({ method: 'POST', url, payload: validForm({ Abn: BAD_CHECKSUM_ABN }) });
    expect(checksum.json().fieldErrors.Abn).toEqual([FIELD_MESSAGES.abn]);
    const unknown = await t.app.inject({ method: 'POST', url, payload: validForm({ Abn: UNREGISTERED_ABN }) });
    expect(unknown.json().fieldErrors.Abn).toEqual([FIELD_MESSAGES.abnNotFound]);
    const cancelled = await t.app.inject({ method: 'POST', url, payload: validForm({ Abn: CANCELLED_ABN }) });
    expect(cancelled.json().fieldErrors.Abn).toEqual([FIELD_MESSAGES.abnNotActive]);

    const found = await t.app.inject({ method: 'GET', url: `/api/people/operational-need-form/lookup-abn/${ACTIVE_ABN}` });
    expect(found.json()).toEqual({ Abn: ACTIVE_ABN, EntityName: 'Harbourside Marine Services Pty Ltd', AbnStatus: 'Active' });
    expect((await t.app.inject({ method: 'GET', url: `/api/people/operational-need-form/lookup-abn/${UNREGISTERED_ABN}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/people/operational-need-form/lookup-abn/123' })).statusCode).toBe(400);
  });

  it('§2 regional port version needs the port; §5 airports keep the count and ASA rules', async () => {
    const regional = await openRequest(t.db, { regional: true });
    const noPort = await t.app.inject({ method: 'POST', url: regional.url, payload: validForm() });
    expect(noPort.json().fieldErrors.PortAccess).toEqual([FIELD_MESSAGES.portAccess]);

    const airports = [
      { Id: 1, Name: 'Perth Airport', AsaType: 'Approved', CanHaveAsa: true },
      { Id: 2, Name: 'Busselton Airport', AsaType: 'Denied', CanHaveAsa: true },
    ];
    const asic = await openRequest(t.db, { draft: { Airports: airports, ExtraData: { _numAirports: 1 } } });
    const denied = await t.app.inject({ method: 'POST', url: asic.url, payload: validForm({ airports }) });
    expect(denied.json().fieldErrors.airports).toEqual([FIELD_MESSAGES.airportDenied]);
    const none = await t.app.inject({ method: 'POST', url: asic.url, payload: validForm({ airports: [] }) });
    expect(none.json().fieldErrors.airports).toEqual([FIELD_MESSAGES.airportsExactlyOne]);
    const stranger = await t.app.inject({ method: 'POST', url: asic.url, payload: validForm({ airports: [{ Id: 99, Name: 'Elsewhere' }] }) });
    expect(stranger.json().fieldErrors.airports).toEqual([FIELD_MESSAGES.airports]);
    expect((await t.app.inject({ method: 'POST', url: asic.url, payload: validForm({ airports: [airports[0]] }) })).statusCode).toBe(200);
  });

  it('§4, §7: signing stores the form once; a second submission is refused; the letter downloads as a PDF', async () => {
    const { url, peopleId, refId } = await openRequest(t.db, { regional: true });
    const signed = await t.app.inject({ method: 'POST', url, payload: validForm({ PortAccess: 'Bunbury' }) });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toEqual({ ok: true });
    const row = await requestRow(t.db, peopleId);
    expect(row.signed_at).not.toBeNull();
    expect(row.signature).toBe(SIGNATURE);
    expect(row.data).toMatchObject({ FirstName: 'Morgan', PortAccess: 'Bunbury', Abn: ACTIVE_ABN });
    expect(row.data).not.toHaveProperty('_signature');

    const again = await t.app.inject({ method: 'POST', url, payload: validForm({ PortAccess: 'Albany', FirstName: 'Someone' }) });
    expect(again.statusCode).toBe(409);
    expect((await requestRow(t.db, peopleId)).data).toMatchObject({ FirstName: 'Morgan', PortAccess: 'Bunbury' });

    const reread = (await t.app.inject({ method: 'GET', url })).json().data;
    expect(reread.signed).toBe(true);
    expect(reread.form.FirstName).toBe('Morgan');
    expect((await t.app.inject({ method: 'GET', url: `/api/people/operational-need-form/get-abn/${peopleId}/${refId}` })).json()).toEqual([
      { Abn: ACTIVE_ABN, EntityName: 'Harbourside Marine Services Pty Ltd', AbnStatus: 'Active' },
    ]);

    // the signer, through the link's reference
    const bySigner = await t.app.inject({ method: 'GET', url: `/api/download/operational-need-signed/${peopleId}?ref=${refId}` });
    expect(bySigner.statusCode).toBe(200);
    expect(bySigner.headers['content-type']).toBe('application/pdf');
    expect(bySigner.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bySigner.rawPayload);
    expect(text).toContain('Morgan Hale');
    expect(text).toContain('Jordan Lee Smith');
    expect(text).toContain('Bunbury');
    // the signature is drawn as vector strokes: Bezier curve operators (x1 y1 x2 y2 x3 y3 c) in the page's content
    expect(pageContent(bySigner.rawPayload)).toMatch(/(-?[\d.]+ ){6}c\n/);

    // the applicant, with their status token; nobody else
    const token = t.app.tokens.issue(peopleId);
    const byApplicant = await t.app.inject({ method: 'GET', url: `/api/download/operational-need-signed/${peopleId}`, headers: { authorization: `Bearer ${token}` } });
    expect(byApplicant.statusCode).toBe(200);
    expect(pdfText(byApplicant.rawPayload)).toContain('Morgan Hale');
    expect((await t.app.inject({ method: 'GET', url: `/api/download/operational-need-signed/${peopleId}` })).statusCode).toBe(401);
    const other = t.app.tokens.issue(peopleId + 1000);
    expect((await t.app.inject({ method: 'GET', url: `/api/download/operational-need-signed/${peopleId}`, headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/download/operational-need-signed/${peopleId}?ref=wrong${refId}` })).statusCode).toBe(404);
  });

  it('§6: a self-employed applicant downloads the letter they signed in the wizard, with their token', async () => {
    const [draft] = await t.db.query<{ id: number }>(
      `INSERT INTO draft_form (form_key_hash, random_id, company, data, step_completed, signature) VALUES ('x', $1, 'msic', $2, 4, $3) RETURNING id`,
      [`self-${Math.random()}`, JSON.stringify({ OperationalNeedId: 1, _abn: ACTIVE_ABN, ExtraData: { OpNeedType: 'self employed', OpNeedOccupation: 'Runs a charter boat business' } }), SIGNATURE],
    );
    const [person] = await t.db.query<{ id: number }>(
      `INSERT INTO people (incomplete_form_id, random_id, company, firstname, surname, birthdate, email) VALUES ($1, $2, 'msic', 'Casey', 'Boatman', '1980-01-01', 'casey@example.com') RETURNING id`,
      [draft!.id, `self-person-${Math.random()}`],
    );
    const token = t.app.tokens.issue(person!.id);
    const res = await t.app.inject({ method: 'GET', url: `/api/download/operational-need-signed/${person!.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Casey Boatman');
    expect(text).toContain('Signed by the applicant');
  });

  it('no letter before signing', async () => {
    const { peopleId, refId } = await openRequest(t.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/download/operational-need-signed/${peopleId}?ref=${refId}` })).statusCode).toBe(404);
  });
});
