import { COMPANIES } from 'shared-contracts';
import { computeSummaryPrice, type ApplicantDraft } from 'shared-contracts/form';
import { AVIATION_NEED_ID, DRAFT_MODEL_CASES, validDraft } from 'shared-contracts/testing';
import { countRows, useTestApp } from '../../test/app';
import { engines } from '../../test/engines';

/** The fixed "today" of the shared-contracts table (15 June 2025, noon local time): the API's clock in these tests. */
const NOW = () => new Date(2025, 5, 15, 12);

/** Whether `path` (`Field` or `ExtraData.Field`) is present in the draft. */
const has = (draft: ApplicantDraft, path: string): boolean => {
  const [head, tail] = path.split('.') as [string, string | undefined];
  const value = (draft as Record<string, unknown>)[head];
  if (tail === undefined) return value !== undefined;
  return value !== undefined && (value as Record<string, unknown>)[tail] !== undefined;
};

const card = { cardName: 'Jane O Brien', cardNumber: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2099, cvc: '123' };
const PERTH = { Id: 14, Name: 'Perth Airport', Code: 'PER', AsaType: 'Designated', CanHaveAsa: true };

describe.each(engines)('the server owns the record: the draft model on every save and on conversion, on $name (issue 15)', (engine) => {
  const t = useTestApp(engine, { now: NOW });

  async function create(company: string, draft: ApplicantDraft = { Firstname: 'Jane', _stepCompleted: 0 }) {
    const res = await t.app.inject({ method: 'POST', url: '/api/form', headers: { company }, payload: draft });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: number; key: string; form: ApplicantDraft };
  }
  const put = (id: number, key: string, payload: object, company = 'msic') => t.app.inject({ method: 'PUT', url: `/api/form/${id}`, headers: { formkey: key, company }, payload });
  const getForm = async (id: number, key: string) => (await t.app.inject({ method: 'GET', url: `/api/form/${id}`, headers: { formkey: key } })).json().form as ApplicantDraft;
  const pay = (id: number, key: string) => t.app.inject({ method: 'POST', url: `/api/form/${id}/payment`, headers: { formkey: key }, payload: card });
  const convert = (id: number, key: string) => t.app.inject({ method: 'POST', url: `/api/form/${id}/people`, headers: { formkey: key } });

  // each row of the shared table, through an API save: the answer and the stored draft are the model's
  it.each(DRAFT_MODEL_CASES)('a save: $rule ($company)', async (row) => {
    const company = COMPANIES[row.company];
    const { id, key, form } = await create(row.company, row.previous ? validDraft(row.previous) : undefined);
    const res = await put(id, key, validDraft({ ...row.draft, _version: form._version }), row.company);
    expect(res.statusCode).toBe(200);
    const saved = res.json().form as ApplicantDraft;
    const stored = await getForm(id, key);
    for (const draft of [saved, stored]) {
      expect(draft).toMatchObject(row.expect);
      for (const path of row.absent ?? []) expect({ path, present: has(draft, path) }).toEqual({ path, present: false });
    }
    expect(stored).toEqual(saved);
    if (row.total !== undefined) {
      // what the server charges (a variant that pays online, for a draft it can issue) or prices its invoice and lodgement options at
      if (company.paysOnline && !row.errors) expect((await pay(id, key)).json()).toMatchObject({ ok: true, amount: row.total });
      else expect(computeSummaryPrice(company, stored).total).toBe(row.total);
    }
    if (row.errors) {
      // a draft that cannot be issued is not charged (issue 40): the payment answers the conversion's field errors
      if (company.paysOnline) {
        const refusedPayment = await pay(id, key);
        expect(refusedPayment.statusCode).toBe(400);
        expect(refusedPayment.json().fieldErrors).toMatchObject(row.errors);
        expect(await countRows(t.db, `form_payment WHERE draft_form_id = ${id}`)).toBe(0);
      }
      const people = await countRows(t.db, 'people');
      const refused = await convert(id, key);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors).toMatchObject(row.errors);
      expect(await countRows(t.db, 'people')).toBe(people);
    }
  });

  it('the create answers the derived draft too: an under-18 applicant of chcheli is provisional with a 2-year card', async () => {
    const { form } = await create('chcheli', { Firstname: 'Kim', Birthdate: '2009-01-20', Appsubtype: '4', ExtraData: { Provisional: false } });
    expect(form).toMatchObject({ Appsubtype: '2', _companyPreference: '4', ExtraData: { Provisional: true } });
  });

  it('refuses a save that does not name its _version with 409 version_required, and writes nothing', async () => {
    const { id, key, form } = await create('msic');
    const { _version, ...withoutVersion } = form;
    expect(_version).toBe(1);
    const res = await put(id, key, { ...withoutVersion, Surname: 'Unversioned' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'version_required', message: expect.stringContaining('_version') });
    const stored = await getForm(id, key);
    expect(stored).toMatchObject({ _version: 1 });
    expect(stored.Surname).toBeUndefined();
  });

  it('charges the price of the record, not of the flags the browser sent (adult with Provisional: 27000; under 18 without it: 14500)', async () => {
    const adult = await create('msic');
    expect((await put(adult.id, adult.key, validDraft({ _version: 1, ExtraData: { ...validDraft().ExtraData, Provisional: true } }))).statusCode).toBe(200);
    expect((await pay(adult.id, adult.key)).json()).toMatchObject({ ok: true, amount: 27_000 });

    const minor = await create('msic');
    const base = validDraft();
    const identity = { ...base._idDocument, Details: { ...base._idDocument?.Details, RegistrationDate: '2009-02-02' } };
    expect((await put(minor.id, minor.key, validDraft({ _version: 1, Birthdate: '2009-01-20', _idDocument: identity }))).statusCode).toBe(200);
    expect((await pay(minor.id, minor.key)).json()).toMatchObject({ ok: true, amount: 14_500 });
  });

  it('prices a draft stored before the model by its derived record: the flag is not believed even if it reached the database', async () => {
    const { id, key } = await create('msic');
    expect((await put(id, key, validDraft({ _version: 1 }))).statusCode).toBe(200);
    // an older row, written before the server derived drafts
    await t.db.query(`UPDATE draft_form SET data = jsonb_set(data::jsonb, '{ExtraData,Provisional}', 'true')::jsonb WHERE id = $1`, [id]);
    expect((await pay(id, key)).json()).toMatchObject({ ok: true, amount: 27_000 });
    const res = await convert(id, key);
    expect(res.statusCode).toBe(200);
    const [person] = await t.db.query<{ extra_data: unknown }>('SELECT extra_data FROM people WHERE id = $1', [res.json().Id]);
    const extra = (typeof person!.extra_data === 'string' ? JSON.parse(person!.extra_data) : person!.extra_data) as Record<string, unknown>;
    expect(extra.Provisional).toBeUndefined();
    expect(extra).toMatchObject({ Appsubtype: '2' });
    // the stored draft is the converted record
    expect((await getForm(id, key)).ExtraData?.Provisional).toBeUndefined();
  });

  it('refuses to convert an address history with a six-year gap, with the missing period on _address (spec §8 field errors)', async () => {
    const { id, key } = await create('msic');
    const gap = [
      { Country: 'Australia', Line1: '12 Marine Tce', Localityname: 'Fremantle', Postcode: '6160', State: 'WA', FromDate: '2021-07-01' },
      { Country: 'Australia', Line1: '3 Ocean Dr', Localityname: 'Albany', Postcode: '6330', State: 'WA', FromDate: '2010-01-01', ToDate: '2015-02-01' },
    ];
    expect((await put(id, key, validDraft({ _version: 1, _address: gap }))).statusCode).toBe(200);
    // nor charged for it (issue 40): the payment asks the conversion's question first
    const refusedPayment = await pay(id, key);
    expect(refusedPayment.statusCode).toBe(400);
    expect(refusedPayment.json()).toMatchObject({ fieldErrors: { _address: ['Your addresses do not cover March 2015 to June 2021'] } });
    const res = await convert(id, key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { _address: ['Your addresses do not cover March 2015 to June 2021'] } });
    expect(Object.keys(res.json().fieldErrors)).toEqual(['_address']);
  });

  it('an under-18 chcheli applicant (sponsor prefers 4 years) converts with a provisional 2-year card at the provisional price', async () => {
    const { id, key, form } = await create('chcheli');
    const base = validDraft();
    const draft = validDraft({
      _version: form._version,
      Birthdate: '2009-01-20',
      Appsubtype: undefined,
      _idDocument: { ...base._idDocument, Details: { ...base._idDocument?.Details, RegistrationDate: '2009-02-02' } },
      ExtraData: { ...base.ExtraData, lodgementOption: 'inperson' },
    });
    expect((await put(id, key, draft, 'chcheli')).json().form).toMatchObject({ Appsubtype: '2', _companyPreference: '4', ExtraData: { Provisional: true } });
    const converted = await convert(id, key);
    expect({ status: converted.statusCode, body: converted.statusCode === 200 ? null : converted.json() }).toEqual({ status: 200, body: null });
    const { Id, VerificationCode } = converted.json() as { Id: number; VerificationCode: string };
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: String(Id), password: draft.Birthdate, verificationCode: VerificationCode } });
    const options = await t.app.inject({ method: 'GET', url: `/api/people/${Id}/lodgement-options`, headers: { authorization: `Bearer ${login.json().token}` } });
    expect(computeSummaryPrice(COMPANIES.chcheli, await getForm(id, key)).total).toBe(COMPANIES.chcheli.prices.provisional.price);
    // issue 39: paid through the company account, the applicant is shown no amount to pay at lodgement
    expect(options.json()).toContainEqual({ Id: 'inperson', Name: 'In person', Description: expect.any(String), available: true });
  });

  it('a bne applicant without a subtype converts with the company preference and is offered its price ($227.27 + GST)', async () => {
    const { id, key, form } = await create('bne');
    const draft = validDraft({ _version: form._version, _cardType: 'ASIC', OperationalNeedId: AVIATION_NEED_ID, Appsubtype: undefined, Airports: [PERTH], ExtraData: { ...validDraft().ExtraData, _numAirports: 1 } });
    const saved = await put(id, key, draft, 'bne');
    expect(saved.json().form).toMatchObject({ Appsubtype: '2', _companyPreference: '2' });
    const converted = await convert(id, key);
    expect(converted.statusCode).toBe(200);
    const { Id, VerificationCode } = converted.json() as { Id: number; VerificationCode: string };
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: String(Id), password: draft.Birthdate, verificationCode: VerificationCode } });
    expect(login.statusCode).toBe(200);
    const options = await t.app.inject({ method: 'GET', url: `/api/people/${Id}/lodgement-options`, headers: { authorization: `Bearer ${login.json().token}` } });
    // issue 39: charged to Brisbane Airport's company account, the applicant is shown no amount to pay
    const inPerson = (options.json() as { Id: string; available: boolean; price?: number }[]).find((o) => o.Id === 'inperson');
    expect(inPerson).toMatchObject({ available: true });
    expect(inPerson).not.toHaveProperty('price');
    expect(computeSummaryPrice(COMPANIES.bne, await getForm(id, key))).toMatchObject({ price: 22_727, total: 25_000 });
  });
});
