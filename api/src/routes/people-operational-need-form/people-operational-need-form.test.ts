import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';
import { ABN_LOOKUP_NOTES, FIELD_MESSAGES, TYPED_SIGNATURE_MESSAGES } from 'shared-contracts/form';
import { AVIATION_NEED_ID, validEmployerForm } from 'shared-contracts/testing';
import { hashReference } from '../../lib/secrets';
import { pdfText } from '../../services/pdf/pdf-text';
import { useTestApp } from '../../test/app';
import { engines } from '../../test/engines';
import type { Db } from '../../db';
import { parseSignature } from '../../lib/signature-svg';

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

/** The shared employer's form (shared-contracts/testing), for this applicant, with this test's ABN and signature. */
const validForm = (overrides: Record<string, unknown> = {}) => ({
  ...validEmployerForm({ BusinessUnit: 'Bunbury terminal', PoNumber: 'PO-4471', Abn: ACTIVE_ABN, ApplicantFullname: 'Jordan Lee Smith', OpNeedOccupation: 'Jordan drives straddle carriers and moves containers around the terminal every working day' }),
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
  (
    await db.query<{ signed_at: unknown; signature: string | null; data: Record<string, unknown>; abn_check: string | null; signature_method: string; signature_typed: string | null }>(
      'SELECT signed_at, signature, data, abn_check, signature_method, signature_typed FROM operational_need_request WHERE people_id = $1',
      [peopleId],
    )
  )[0]!;

/**
 * A stand-in for the ABR's JSON service on a local port: answers the recorded shapes (active, not found) or fails
 * with a 500, so the lookups run the real client over HTTP. ABR_GUID and ABR_URL point the API at it.
 */
async function withAbr<T>(answer: 'records' | 'fail', run: () => Promise<T>): Promise<T> {
  const server: Server = createServer((req, res) => {
    const abn = new URL(req.url ?? '/', 'http://x').searchParams.get('abn');
    if (answer === 'fail') return void res.writeHead(500).end('<html>Service Unavailable</html>');
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.end(
      abn === '51824753556'
        ? 'callback({"Abn":"51824753556","AbnStatus":"Active","EntityName":"HARBOURSIDE MARINE SERVICES PTY LTD","Message":""})'
        : 'callback({"Abn":"","AbnStatus":"","EntityName":"","Message":"Search text is not a valid ABN or ACN"})',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.ABR_GUID = 'test-guid';
  process.env.ABR_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/json/AbnDetails.aspx`;
  try {
    return await run();
  } finally {
    delete process.env.ABR_GUID;
    delete process.env.ABR_URL;
    await new Promise((resolve) => server.close(resolve));
  }
}

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

  it('§5 ABN: a bad checksum or a cancelled ABN is refused; the lookup answers the local register', async () => {
    const { url } = await openRequest(t.db);
    const checksum = await t.app.inject({ method: 'POST', url, payload: validForm({ Abn: BAD_CHECKSUM_ABN }) });
    expect(checksum.json().fieldErrors.Abn).toEqual([FIELD_MESSAGES.abn]);
    const cancelled = await t.app.inject({ method: 'POST', url, payload: validForm({ Abn: CANCELLED_ABN }) });
    expect(cancelled.json().fieldErrors.Abn).toEqual([FIELD_MESSAGES.abnNotActive]);

    const found = await t.app.inject({ method: 'GET', url: `/api/people/operational-need-form/lookup-abn/${ACTIVE_ABN}` });
    expect(found.json()).toEqual({ Abn: ACTIVE_ABN, EntityName: 'Harbourside Marine Services Pty Ltd', AbnStatus: 'Active', Verified: true });
    const badChecksum = await t.app.inject({ method: 'GET', url: `/api/people/operational-need-form/lookup-abn/${BAD_CHECKSUM_ABN}` });
    expect(badChecksum.statusCode).toBe(404);
    expect(badChecksum.json().message).toBe(FIELD_MESSAGES.abnNotFound);
    expect((await t.app.inject({ method: 'GET', url: '/api/people/operational-need-form/lookup-abn/123' })).statusCode).toBe(400);
  });

  it('§5 ABN with no register configured: a checksum-valid ABN is accepted as not verified, and the record says so', async () => {
    const lookup = await t.app.inject({ method: 'GET', url: `/api/people/operational-need-form/lookup-abn/${UNREGISTERED_ABN}` });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({ Abn: UNREGISTERED_ABN, EntityName: '', AbnStatus: 'Not verified', Verified: false });

    const { url, peopleId, refId } = await openRequest(t.db);
    const signed = await t.app.inject({ method: 'POST', url, payload: validForm({ Abn: UNREGISTERED_ABN }) });
    expect(signed.statusCode).toBe(200);
    const row = await requestRow(t.db, peopleId);
    expect(row.abn_check).toBe('not-verified');
    expect(row.data).toMatchObject({ Abn: UNREGISTERED_ABN, _abnCheck: 'not-verified' });
    const letter = pdfText((await t.app.inject({ method: 'GET', url: `/api/download/operational-need-signed/${peopleId}?ref=${refId}` })).rawPayload);
    expect(letter).toContain('51 824 753 556 (not verified');

    const active = await openRequest(t.db);
    await t.app.inject({ method: 'POST', url: active.url, payload: validForm() });
    expect((await requestRow(t.db, active.peopleId)).abn_check).toBe('verified');
  });

  it('§5 ABN through the ABR client: one helper answers both lookups, 404 when not registered, 502 when the register fails; a failure does not block signing', async () => {
    const { id, key } = (await t.app.inject({ method: 'POST', url: '/api/form', headers: { company: 'msic' }, payload: { Firstname: 'Jane', _stepCompleted: 0 } })).json() as { id: number; key: string };
    const lookups = [`/api/people/operational-need-form/lookup-abn/`, `/api/form/${id}/lookup-abn/`];
    await withAbr('records', async () => {
      for (const path of lookups) {
        const found = await t.app.inject({ method: 'GET', url: `${path}${UNREGISTERED_ABN}`, headers: { formkey: key } });
        expect(found.json()).toEqual({ Abn: UNREGISTERED_ABN, EntityName: 'HARBOURSIDE MARINE SERVICES PTY LTD', AbnStatus: 'Active', Verified: true });
        const missing = await t.app.inject({ method: 'GET', url: `${path}${ACTIVE_ABN}`, headers: { formkey: key } });
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toMatchObject({ message: FIELD_MESSAGES.abnNotFound, code: 'not_found' });
      }
      const { url } = await openRequest(t.db);
      const refused = await t.app.inject({ method: 'POST', url, payload: validForm({ Abn: ACTIVE_ABN }) });
      expect(refused.json().fieldErrors.Abn).toEqual([FIELD_MESSAGES.abnNotFound]);
    });
    await withAbr('fail', async () => {
      for (const path of lookups) {
        const failed = await t.app.inject({ method: 'GET', url: `${path}${UNREGISTERED_ABN}`, headers: { formkey: key } });
        expect(failed.statusCode).toBe(502);
      }
      const { url, peopleId } = await openRequest(t.db);
      expect((await t.app.inject({ method: 'POST', url, payload: validForm({ Abn: UNREGISTERED_ABN }) })).statusCode).toBe(200);
      expect((await requestRow(t.db, peopleId)).abn_check).toBe('lookup-failed');
    });
    expect(ABN_LOOKUP_NOTES.registerUnreachable).toMatch(/carry on/);
  });

  it('decision 029: a typed signature must be the signer\'s full name; it is stored as typed and printed so on the letter', async () => {
    const { url, peopleId, refId } = await openRequest(t.db);
    const typed = (name: string | undefined) => validForm({ _signature: undefined, _signatureMethod: 'typed', _signatureTyped: name });
    expect((await t.app.inject({ method: 'POST', url, payload: typed('') })).json().fieldErrors._signature).toEqual([TYPED_SIGNATURE_MESSAGES.missing]);
    expect((await t.app.inject({ method: 'POST', url, payload: typed('Someone Else') })).json().fieldErrors._signature).toEqual([TYPED_SIGNATURE_MESSAGES.mismatch]);
    expect((await t.app.inject({ method: 'POST', url, payload: typed('<svg onload=x>') })).json().fieldErrors._signature).toEqual([FIELD_MESSAGES.name]);
    expect((await requestRow(t.db, peopleId)).signed_at).toBeNull();

    const signed = await t.app.inject({ method: 'POST', url, payload: typed('  morgan   Alex HALE ') });
    expect(signed.statusCode).toBe(200);
    const row = await requestRow(t.db, peopleId);
    expect(row).toMatchObject({ signature_method: 'typed', signature_typed: 'morgan Alex HALE', signature: null });

    const letter = await t.app.inject({ method: 'GET', url: `/api/download/operational-need-signed/${peopleId}?ref=${refId}` });
    expect(letter.statusCode).toBe(200);
    const text = pdfText(letter.rawPayload);
    expect(text).toContain('morgan Alex HALE');
    expect(text).toContain('Typed signature');
    expect(text).not.toContain('Drawn signature');
  });

  it('the letter words the need type and prints the sponsorship answer, never the raw codes', async () => {
    const sponsored = await openRequest(t.db);
    await t.app.inject({ method: 'POST', url: sponsored.url, payload: validForm({ OperationalNeedType: 'lame' }) });
    const first = pdfText((await t.app.inject({ method: 'GET', url: `/api/download/operational-need-signed/${sponsored.peopleId}?ref=${sponsored.refId}` })).rawPayload);
    expect(first).toContain('Licensed aircraft maintenance engineer (LAME)');
    expect(first).toContain('Yes, for 4 years');
    expect(first).toContain('Drawn signature');
    expect(first).not.toMatch(/\blame\b/);

    const employed = await openRequest(t.db);
    await t.app.inject({ method: 'POST', url: employed.url, payload: validForm({ Sponsored: false, SponsoredYears: null }) });
    const second = pdfText((await t.app.inject({ method: 'GET', url: `/api/download/operational-need-signed/${employed.peopleId}?ref=${employed.refId}` })).rawPayload);
    expect(second).toContain('Employed by an organisation');
    expect(second).toContain('No, the organisation does not sponsor the applicant');
    expect(second).not.toMatch(/\bemployer\b/);
  });

  it('§2: the form says which cards the application is for', async () => {
    const asic = await openRequest(t.db, { draft: { _cardType: 'ASIC' } });
    expect((await t.app.inject({ method: 'GET', url: asic.url })).json().data.cards).toEqual(['ASIC']);
    const unchosen = await openRequest(t.db);
    expect((await t.app.inject({ method: 'GET', url: unchosen.url })).json().data.cards).toEqual(['MSIC']);
  });

  it('issue 39: an ABN the register names after another business is refused unless the signer confirms the trading name; the letter prints both, and why', async () => {
    const request = await openRequest(t.db);
    // the ABN of Harbourside Marine Services Pty Ltd, signed for another organisation
    const other = await t.app.inject({ method: 'POST', url: request.url, payload: validForm({ Organisation: 'Pacific Freight Lines' }) });
    expect(other.statusCode).toBe(400);
    expect(other.json().fieldErrors.Organisation).toEqual(['This ABN is registered to Harbourside Marine Services Pty Ltd. Enter that name, or confirm that Pacific Freight Lines trades under this ABN.']);
    // the same business written without its legal form passes as it is
    const same = await openRequest(t.db);
    expect((await t.app.inject({ method: 'POST', url: same.url, payload: validForm({ Organisation: 'HARBOURSIDE MARINE SERVICES' }) })).statusCode).toBe(200);
    // a trading name, confirmed
    const confirmed = await t.app.inject({ method: 'POST', url: request.url, payload: validForm({ Organisation: 'Pacific Freight Lines', AbnNameConfirmed: true }) });
    expect(confirmed.statusCode).toBe(200);
    const letter = pdfText((await t.app.inject({ method: 'GET', url: `/api/download/operational-need-signed/${request.peopleId}?ref=${request.refId}` })).rawPayload);
    expect(letter.replace(/\s+/g, ' ')).toContain('registered to Harbourside Marine Services Pty Ltd; the signer confirmed that Pacific Freight Lines trades under it');
  });

  it('issue 39: the organisation\'s suburb is one of its state\'s: "South Towns" is refused', async () => {
    const request = await openRequest(t.db);
    const res = await t.app.inject({ method: 'POST', url: request.url, payload: validForm({ Suburb: 'South Towns' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.Suburb).toEqual([expect.stringMatching(/^We cannot find South Towns in /)]);
  });

  it('issue 39: the signer of an ASIC application confirms an aviation reason, never a port one', async () => {
    const asic = await openRequest(t.db, { draft: { _cardType: 'ASIC' } });
    const maritime = await t.app.inject({ method: 'POST', url: asic.url, payload: validForm({ OperationalNeedId: 1 }) });
    expect(maritime.statusCode).toBe(400);
    expect(maritime.json().fieldErrors.OperationalNeedId).toEqual([FIELD_MESSAGES.operationalNeedOfCard('ASIC')]);
    expect((await t.app.inject({ method: 'POST', url: asic.url, payload: validForm({ OperationalNeedId: AVIATION_NEED_ID }) })).statusCode).toBe(200);
  });

  it('issue 39: the reference lists say which card each need and category is for', async () => {
    const needs = (await t.app.inject({ method: 'GET', url: '/api/operational-need/list' })).json() as { Id: number; cardType: string }[];
    expect(needs.filter((n) => n.cardType === 'ASIC').map((n) => n.Id)).toContain(AVIATION_NEED_ID);
    expect(needs.find((n) => n.Id === 1)?.cardType).toBe('MSIC');
    const categories = (await t.app.inject({ method: 'GET', url: '/api/operational-need-category/list' })).json() as { Name: string; CardType: string }[];
    expect(categories.filter((c) => c.CardType === 'ASIC').map((c) => c.Name)).toEqual(['Airport operations and security', 'Aircrew and airline staff', 'Contractors, freight and services', 'Government and emergency services', 'Other']);
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
      { Abn: ACTIVE_ABN, EntityName: 'Harbourside Marine Services Pty Ltd', AbnStatus: 'Active', Verified: true },
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
