// Issue 39 "right for every variant, on every document": every mail and PDF of a record is made from the record's
// variant: links to the variant's own site (COMPANY_HOSTS, else <company>.<domain>, PUBLIC_SITE_URL only as the
// fallback), its name and card words, and every date the day it was in the variant's time zone. The moments are set
// to 23:30 UTC, which is already the next day in every Australian time zone: a date printed in UTC (or in the
// server's zone) shows the day before.
import type { PeopleRecord } from 'shared-contracts/tracking';
import { COMPANIES, type CompanyId } from 'shared-contracts';
import { paysOnlineNow, type ApplicantDraft } from 'shared-contracts/form';
import { AVIATION_NEED_ID } from 'shared-contracts/testing';
import { completeDraft } from '../routes/form/complete-draft';
import { pdfText } from '../services/pdf/pdf-text';
import { useTestApp } from '../test/app';
import { engines } from '../test/engines';

const LATE_UTC = '2025-11-28T23:30:00.000Z';
const NEXT_DAY = '29 Nov 2025';
const DAY_BEFORE = '28 Nov 2025';
const card = { cardName: 'Jane O Brien', cardNumber: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2099, cvc: '123' };

interface Mail extends Record<string, unknown> {
  kind: string;
  subject: string;
  text: string;
}

/** What a record of one variant must never carry: the default site's address or another variant's name. */
function expectOnlyVariant(text: string, id: CompanyId, origin: string) {
  const links = text.match(/https?:\/\/[^\s)]+/g) ?? [];
  for (const link of links) expect([link, link.startsWith(`${origin}/`)]).toEqual([link, true]);
  for (const other of Object.values(COMPANIES)) if (other.id !== id && !COMPANIES[id].name.includes(other.name)) expect([other.name, text.includes(other.name)]).toEqual([other.name, false]);
  expect(text).not.toContain(DAY_BEFORE);
}

describe.each(engines)('the mails and documents of each variant on $name (issue 39)', (engine) => {
  // the API's clock at 23:30 UTC: a payment's receipt is written in the request that takes it
  const t = useTestApp(engine, { env: { SUPPLIER_ABNS: 'msic=10474582823,asic=10474598661,bne=10476309165' }, now: () => new Date(LATE_UTC) });

  const mailsTo = (to: string) => t.db.query<Mail>(`SELECT kind, subject, text_body AS text FROM mail_outbox WHERE to_address = $1 ORDER BY id`, [to]);

  /** A draft saved through the form API under the variant's `Company` header, paid at 23:30 UTC when it pays online. */
  async function converted(id: CompanyId, email: string, overrides: Partial<ApplicantDraft>) {
    const headers = { company: id };
    const created = await t.app.inject({ method: 'POST', url: '/api/form', headers, payload: { Firstname: 'Jane', _stepCompleted: 0 } });
    const { id: formId, key } = created.json() as { id: number; key: string };
    const draft = completeDraft({ _version: 1, Email: email, _confirmEmail: email, ...overrides });
    const saved = await t.app.inject({ method: 'PUT', url: `/api/form/${formId}`, headers: { ...headers, formkey: key }, payload: draft });
    expect([saved.statusCode, saved.body]).toEqual([200, saved.body]);
    if (paysOnlineNow(COMPANIES[id], draft)) {
      const paid = await t.app.inject({ method: 'POST', url: `/api/form/${formId}/payment`, headers: { ...headers, formkey: key }, payload: card });
      expect([paid.statusCode, paid.body]).toEqual([200, paid.body]);
      await t.db.query('UPDATE form_payment SET created_at = $2 WHERE draft_form_id = $1', [formId, LATE_UTC]);
    }
    const done = await t.app.inject({ method: 'POST', url: `/api/form/${formId}/people`, headers: { ...headers, formkey: key } });
    expect([done.statusCode, done.body]).toEqual([200, done.body]);
    const { Id } = done.json() as { Id: number };
    await t.db.query('UPDATE people SET created_at = $2 WHERE id = $1', [Id, LATE_UTC]);
    return { formId, key, peopleId: Id, token: t.app.tokens.issue(Id) };
  }

  const download = async (kind: string, peopleId: number, formId: number, token: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/download/${kind}/${peopleId}/${formId}`, headers: { authorization: `Bearer ${token}` } });
    expect([res.statusCode, res.body]).toEqual([200, res.body]);
    return pdfText(res.rawPayload);
  };

  it('msic, paid at 23:30 UTC: the receipt, the confirmation, the application form and the invoice say 29 Nov (Sydney) and link to the msic site', async () => {
    const email = 'late.msic@example.com';
    const app = await converted('msic', email, { ExtraData: { ...completeDraft().ExtraData, lodgementOption: 'inperson' } });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.kind)).toEqual(['confirmation', 'receipt']);
    const receipt = mails[1]!;
    expect(receipt.text).toContain(`Date paid: ${NEXT_DAY}`);
    for (const mail of mails) expectOnlyVariant(mail.text, 'msic', 'http://localhost:3000');
    expect(mails[0]!.text).toContain('http://localhost:3000/track-msic');

    const form = await download('application-form', app.peopleId, app.formId, app.token);
    expect(form).toContain(`submitted ${NEXT_DAY}`);
    const invoice = await download('invoice', app.peopleId, app.formId, app.token);
    expect(invoice).toContain(NEXT_DAY);
    expect(invoice).not.toContain(DAY_BEFORE);
  });

  it('bne (Brisbane, an ASIC): the confirmation links to the bne site, says "an ASIC", never MSIC; the employer is sent to the bne site', async () => {
    const email = 'late.bne@example.com';
    const employer = 'ops.bne@example.com';
    const app = await converted('bne', email, {
      _cardType: 'ASIC',
      Appsubtype: '2',
      // an aviation reason (issue 39): airline or ground handling staff
      OperationalNeedId: AVIATION_NEED_ID,
      Airports: [{ Id: 3, Name: 'Brisbane Airport', Code: 'BNE', AsaType: 'Designated', CanHaveAsa: true }],
      Employeremail: employer,
      ExtraData: { ...completeDraft().ExtraData, lodgementOption: 'inperson', _numAirports: 1 },
    });
    const [confirmation] = await mailsTo(email);
    expect(confirmation!.text).toContain('http://bne.localhost:3000/track-msic');
    expect(confirmation!.text).not.toMatch(/\ba ASIC\b|MSIC Card Online|\bMSIC\b(?!-)/);
    expect(confirmation!.text).toContain('Brisbane Airport');
    expectOnlyVariant(confirmation!.text, 'bne', 'http://bne.localhost:3000');

    const [signing] = await mailsTo(employer);
    expect(signing!.text).toMatch(/http:\/\/bne\.localhost:3000\/operational-need-form\/\d+\/\S+/);
    expect(signing!.text).toContain('an ASIC');
    expectOnlyVariant(signing!.text, 'bne', 'http://bne.localhost:3000');

    const form = await download('application-form', app.peopleId, app.formId, app.token);
    expect(form).toContain(`submitted ${NEXT_DAY}`);
    expect(form).toContain('Brisbane Airport');
    expect(form).not.toContain('MSIC Card Online');

    // the tracking screen's code: the ASIC words and the VEA number (spec §5)
    const login = await t.app.inject({ method: 'POST', url: '/api/login', headers: { company: 'bne' }, payload: { username: String(app.peopleId), password: '1985-04-12' } });
    expect([login.statusCode, login.body]).toEqual([200, login.body]);
    const code = (await mailsTo(email)).find((m) => m.kind === 'verification-code')!;
    expect(code.subject).toBe('Your ASIC application verification code');
    expect(code.text).toContain(`VEA${String(app.peopleId + 1500).padStart(7, '0')}`);
  });

  it('bne, under 18 on a company account: the status record, the lodgement options and the invoice say the company pays; the employer still has to sign', async () => {
    const email = 'young.bne@example.com';
    const born = `${new Date().getFullYear() - 16}-01-15`;
    const base = completeDraft();
    const app = await converted('bne', email, {
      Birthdate: born,
      _idDocument: { ...base._idDocument, Details: { ...base._idDocument?.Details, RegistrationDate: born.replace(/-15$/, '-28') } },
      _cardType: 'ASIC',
      Appsubtype: '2',
      OperationalNeedId: AVIATION_NEED_ID,
      Airports: [{ Id: 3, Name: 'Brisbane Airport', Code: 'BNE', AsaType: 'Designated', CanHaveAsa: true }],
      Employeremail: 'ops.young@example.com',
      ExtraData: { ...base.ExtraData, lodgementOption: 'inperson', _numAirports: 1 },
    });
    const auth = { authorization: `Bearer ${app.token}` };
    const record = (await t.app.inject({ method: 'GET', url: `/api/people/${app.peopleId}`, headers: auth })).json() as PeopleRecord;
    expect(record.Company).toBe('bne');
    expect(record.ExtraData?.Provisional).toBe(true);
    expect(record.Charges?.arrangement).toBe('company-account');
    expect(record.OperationalNeedSigning).toEqual({ by: 'employer', sentTo: 'ops.young@example.com', signedAt: null });
    const options = (await t.app.inject({ method: 'GET', url: `/api/people/${app.peopleId}/lodgement-options`, headers: auth })).json() as { Id: string; price?: number }[];
    expect(options.find((o) => o.Id === 'inperson')).not.toHaveProperty('price');

    const invoice = await download('invoice', app.peopleId, app.formId, app.token);
    expect(invoice).toContain('Charged to the Brisbane Airport company account');
    expect(invoice).not.toContain('To be paid when you lodge');
    expect(invoice).toContain('provisional card (applicant under 18)');

    // once the employer has signed, the record says who and when, and the applicant downloads the signed letter
    await t.db.query(`UPDATE operational_need_request SET signed_at = $2, data = '{"FirstName":"Sam","Surname":"Lee"}'::jsonb WHERE people_id = $1`, [app.peopleId, LATE_UTC]);
    const signed = (await t.app.inject({ method: 'GET', url: `/api/people/${app.peopleId}`, headers: auth })).json() as PeopleRecord;
    expect(signed.OperationalNeedSigning).toEqual({ by: 'employer', sentTo: 'ops.young@example.com', signer: 'Sam Lee', signedAt: LATE_UTC });
  });

  it('msic lodged at a post office: the invoice and the record add up to the in-person price plus the $20 fee', async () => {
    const app = await converted('msic', 'post.msic@example.com', { Appsubtype: '4', ExtraData: { ...completeDraft().ExtraData, lodgementOption: 'auspost' } });
    const invoice = await download('invoice', app.peopleId, app.formId, app.token);
    expect(invoice).toMatch(/MSIC application, 4-year card\s+\$355\.00/);
    expect(invoice).toMatch(/Australia Post lodgement fee\s+\$20\.00/);
    expect(invoice).toMatch(/GST included\s+\$34\.09/);
    expect(invoice).toMatch(/Total including GST\s+\$375\.00/);
    expect(invoice).toContain('To be paid at the post office counter when you lodge your application');
  });

  it('a suburb that is not one of its state\'s ("South Towns") is refused at conversion, the employer\'s too', async () => {
    const headers = { company: 'msic' };
    const created = await t.app.inject({ method: 'POST', url: '/api/form', headers, payload: { Firstname: 'Jane', _stepCompleted: 0 } });
    const { id, key } = created.json() as { id: number; key: string };
    const base = completeDraft();
    const draft = completeDraft({
      _version: 1,
      _address: [{ ...base._address![0]!, Localityname: 'South Towns' }],
      Employersuburb: 'Fremantle',
      Employerpostcode: '6000',
      ExtraData: { ...base.ExtraData, lodgementOption: 'inperson' },
    });
    expect((await t.app.inject({ method: 'PUT', url: `/api/form/${id}`, headers: { ...headers, formkey: key }, payload: draft })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/api/form/${id}/payment`, headers: { ...headers, formkey: key }, payload: card });
    const refused = await t.app.inject({ method: 'POST', url: `/api/form/${id}/people`, headers: { ...headers, formkey: key } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors['_address.0.Localityname']).toEqual(['We cannot find South Towns in WA: choose the suburb or town from the list as you type']);
    expect(refused.json().fieldErrors.Employerpostcode).toEqual(['6000 is not a postcode of Fremantle: it is 6160']);
  });

  it('asic: the link of a saved form opens the asic site, not the msic one ("Renew your MSIC Card")', async () => {
    const headers = { company: 'asic' };
    const created = await t.app.inject({ method: 'POST', url: '/api/form', headers, payload: { Firstname: 'Jane', Email: 'renew.asic@example.com', _renew: true, Apptype: 'R', _stepCompleted: 0 } });
    const { id, key, form } = created.json() as { id: number; key: string; form: ApplicantDraft };
    expect(form._formLink).toBe(`http://asic.localhost:3000/apply/form/${id}/`);
    const res = await t.app.inject({ method: 'POST', url: '/api/mail/form-saved', headers: { ...headers, formkey: key }, payload: { id } });
    expect([res.statusCode, res.body]).toEqual([200, res.body]);
    const [mail] = await mailsTo('renew.asic@example.com');
    expect(mail!.text).toContain(`http://asic.localhost:3000/apply/form/${id}/?key=`);
    expectOnlyVariant(mail!.text, 'asic', 'http://asic.localhost:3000');
  });
});

describe.each(engines)('a deployment with its own host names on $name (COMPANY_HOSTS)', (engine) => {
  const t = useTestApp(engine, { env: { PUBLIC_SITE_URL: 'https://cards.example.com.au', COMPANY_HOSTS: 'id.bne.example=bne' } });

  it('links a bne form to its host rule and an asic one to asic.<domain>', async () => {
    for (const [company, origin] of [
      ['bne', 'https://id.bne.example'],
      ['asic', 'https://asic.cards.example.com.au'],
      ['msic', 'https://cards.example.com.au'],
    ] as const) {
      const created = await t.app.inject({ method: 'POST', url: '/api/form', headers: { company }, payload: { Firstname: 'Jane', _stepCompleted: 0 } });
      const { id, form } = created.json() as { id: number; form: ApplicantDraft };
      expect(form._formLink).toBe(`${origin}/apply/form/${id}/`);
    }
  });
});

describe.each(engines)('a variant whose ABN is not set on $name (issue 39)', (engine) => {
  const t = useTestApp(engine, { env: { SUPPLIER_ABNS: 'msic=10474582823' } });

  it('issues an invoice that is not a tax invoice, and says nothing of settings', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/form', headers: { company: 'adg' }, payload: { Firstname: 'Jane', _stepCompleted: 0 } });
    const { id, key } = created.json() as { id: number; key: string };
    const saved = await t.app.inject({ method: 'PUT', url: `/api/form/${id}`, headers: { company: 'adg', formkey: key }, payload: completeDraft({ _version: 1, ExtraData: { ...completeDraft().ExtraData, lodgementOption: 'inperson' } }) });
    expect([saved.statusCode, saved.body]).toEqual([200, saved.body]);
    const done = await t.app.inject({ method: 'POST', url: `/api/form/${id}/people`, headers: { company: 'adg', formkey: key } });
    const { Id } = done.json() as { Id: number };
    const res = await t.app.inject({ method: 'GET', url: `/api/download/invoice/${Id}/${id}`, headers: { authorization: `Bearer ${t.app.tokens.issue(Id)}` } });
    const text = pdfText(res.rawPayload);
    expect(text).not.toMatch(/SUPPLIER_ABNS|not yet recorded|Tax invoice/);
    expect(text).toContain('This invoice is not a tax invoice.');
  });
});
