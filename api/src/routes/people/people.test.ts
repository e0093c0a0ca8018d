import { DECISION_NOT_APPROVED, LODGEMENT_OPTIONS } from 'shared-contracts';
import { LodgementOption } from 'shared-contracts/form';
import { PeopleRecord, idToTrackingNumber } from 'shared-contracts/tracking';
import { pdfText } from '../../services/pdf/pdf-text';
import { countRows, useTestApp } from '../../test/app';
import { engines } from '../../test/engines';
import { insertApplicant, loginAs, type ApplicantFixture } from '../../test/people-fixtures';

/**
 * The people and download calls of the status page (spec §6, §7): the tracker, the person, the lodgement options
 * and the PDFs; each protected call for the token's own person only.
 */
describe.each(engines)('people and downloads on $name', (engine) => {
  // the supplier's ABN, as production requires: without one the document is an invoice, not a tax invoice (decision 074)
  const t = useTestApp(engine, { env: { SUPPLIER_ABNS: 'msic=10474582823' } });
  let jane: ApplicantFixture;
  let john: ApplicantFixture;
  let janeToken: string;
  let johnToken: string;

  beforeAll(async () => {
    jane = await insertApplicant(t.db, { Firstname: 'Jane', Surname: 'Harbourside' });
    john = await insertApplicant(t.db, { Firstname: 'John', Surname: 'Wharfinger', Birthdate: '1979-09-30' });
    janeToken = await loginAs(t.app, jane);
    johnToken = await loginAs(t.app, john);
    await t.db.query(`UPDATE people SET paid_at = now(), ops_approved_at = now(), auscheck_uploaded_at = now(), auscheck_decision = 'Y', auscheck_certdate = '2026-11-01' WHERE id = $1`, [jane.id]);
  });

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const protectedUrls = (a: ApplicantFixture) => [
    `/api/people/${a.id}`,
    `/api/people/${a.id}/lodgement-options`,
    `/api/download/application-form/${a.id}/${a.formId}`,
    `/api/download/invoice/${a.id}/${a.formId}`,
    `/api/download/certificate/${a.id}/${a.formId}`,
  ];

  it("gives another applicant's token 403, and no token or a forged one 401, on every people and download route", async () => {
    for (const url of protectedUrls(jane)) {
      expect({ url, status: (await get(url, johnToken)).statusCode }).toEqual({ url, status: 403 });
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 401 });
      const [h, , s] = johnToken.split('.');
      const forged = `${h}.${Buffer.from(JSON.stringify({ sub: jane.id, iat: 0, exp: 9_999_999_999 })).toString('base64url')}.${s}`;
      expect({ url, status: (await get(url, forged)).statusCode }).toEqual({ url, status: 401 });
    }
  });

  it("answers 404 for a form id that is not the person's own", async () => {
    for (const kind of ['application-form', 'invoice']) {
      expect((await get(`/api/download/${kind}/${jane.id}/${john.formId}`, janeToken)).statusCode).toBe(404);
    }
  });

  it('answers the people record in the contract shape, with status dates and the decision', async () => {
    const res = await get(`/api/people/${jane.id}`, janeToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const record = PeopleRecord.parse(res.json());
    expect(record).toMatchObject({ Id: jane.id, IncompleteFormId: jane.formId, Firstname: 'Jane', Surname: 'Harbourside', TrackingNumber: idToTrackingNumber(jane.id), Apptype: 'S', Appsubtype: '2', Site: 0 });
    expect(record._paidAt).toEqual(expect.any(String));
    expect(record._interviewedAt).toBeNull();
    expect(record._ausCheckDecision).toEqual({ Decision: 'Y', Certdate: '2026-11-01' });
    expect(record._msicPosted).toBeNull();
    expect(record.OperationalNeedPublic).toMatchObject({ Id: 1 });
  });

  it('lists the lodgement options of spec §9 with the availability of the company', async () => {
    const res = await get(`/api/people/${jane.id}/lodgement-options`, janeToken);
    expect(res.statusCode).toBe(200);
    const options: LodgementOption[] = res.json();
    expect(options.map((o) => o.Id)).toEqual([...LODGEMENT_OPTIONS]);
    for (const option of options) LodgementOption.parse(option);
    expect(options.find((o) => o.Id === 'inperson')).toMatchObject({ available: true, price: expect.any(Number) });
  });

  it('generates the application form, invoice and certificate as PDFs naming the applicant', async () => {
    const form = await get(`/api/download/application-form/${jane.id}/${jane.formId}`, janeToken);
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toBe('application/pdf');
    expect(form.headers['content-disposition']).toContain(`application-form-${idToTrackingNumber(jane.id)}.pdf`);
    expect(form.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const formText = pdfText(form.rawPayload);
    expect(formText).toContain('Jane Harbourside');
    expect(formText).toContain('1 Harbour Road, Hobart, TAS, 7000, Australia');
    // identity document numbers are masked on paper
    expect(formText).toContain('****567');
    expect(formText).not.toContain('1234567');

    const invoiceAnswer = await get(`/api/download/invoice/${jane.id}/${jane.formId}`, janeToken);
    // a refusal is named with its body, before the text is read
    expect({ status: invoiceAnswer.statusCode, body: invoiceAnswer.statusCode === 200 ? '' : invoiceAnswer.body }).toEqual({ status: 200, body: '' });
    const invoice = pdfText(invoiceAnswer.rawPayload);
    expect(invoice).toContain('Tax invoice');
    expect(invoice).toContain('Jane Harbourside');
    // msic 2-year card: $270.00 including GST of $24.55 (one eleventh)
    expect(invoice).toContain('$270.00');
    expect(invoice).toContain('$24.55');

    const certificate = await get(`/api/download/certificate/${jane.id}/${jane.formId}`, janeToken);
    expect(certificate.statusCode).toBe(200);
    expect(pdfText(certificate.rawPayload)).toContain('Jane Harbourside');
  });

  it('has no certificate before an approval, nor for decision N', async () => {
    expect((await get(`/api/download/certificate/${john.id}/${john.formId}`, johnToken)).statusCode).toBe(404);
    await t.db.query(`UPDATE people SET auscheck_decision = $2 WHERE id = $1`, [john.id, DECISION_NOT_APPROVED]);
    expect((await get(`/api/download/certificate/${john.id}/${john.formId}`, johnToken)).statusCode).toBe(404);
  });

  describe('POST /api/people/tracker', () => {
    const track = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/people/tracker', payload: payload as object });

    it('resolves a tracking number (any case) and birth date to the person id (number − 1500)', async () => {
      const res = await track({ VepNumber: idToTrackingNumber(jane.id).toLowerCase(), Birthday: jane.birthdate });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ Id: jane.id });
    });

    it('answers an unknown number and a wrong birth date with the same 404', async () => {
      const unknown = await track({ VepNumber: 'VEP0999999', Birthday: jane.birthdate });
      const wrong = await track({ VepNumber: idToTrackingNumber(jane.id), Birthday: '2001-01-01' });
      expect(unknown.statusCode).toBe(404);
      expect(wrong.statusCode).toBe(404);
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('refuses malformed bodies with 400 and writes nothing', async () => {
      const before = await countRows(t.db, 'people');
      for (const payload of [{}, { VepNumber: 'VEP', Birthday: '1985-04-12' }, { VepNumber: 'VEP1234567', Birthday: '1985-02-30' }, { VepNumber: 'XYZ1234567', Birthday: '1985-04-12' }]) {
        expect((await track(payload)).statusCode).toBe(400);
      }
      expect(await countRows(t.db, 'people')).toBe(before);
    });
  });
});
