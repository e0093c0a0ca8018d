import type { FastifyInstance } from 'fastify';
import type { ApplicantDraft } from 'shared-contracts/form';
import { buildApp } from '../../app';
import { pdfText } from '../../services/pdf/pdf-text';
import { countRows } from '../../test/app';
import { engines, type TestDatabase } from '../../test/engines';
import { startGatewayStandIn, type GatewayStandIn } from '../../test/gateway-stand-in';
import { completeDraft } from './complete-draft';
import { PAYMENT_MESSAGES } from './payment';

const card = { cardName: 'Jane O Brien', cardNumber: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2099, cvc: '123' };

/** A drawn signature of strokes over 50 px (spec §5), as signature_pad makes it. */
const SIGNATURE = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200">' +
    '<path d="M 10.000,10.000 C 40.000,30.000 80.000,50.000 110.000,70.000" stroke-width="3.000" stroke="#0b0c0c" fill="none" stroke-linecap="round"></path>' +
    '<path d="M 110.000,70.000 C 120.000,80.000 140.000,85.000 150.000,90.000" stroke-width="2.500" stroke="#0b0c0c" fill="none" stroke-linecap="round"></path></svg>',
).toString('base64')}`;
/** Checksum-valid and held by no register this deployment asks (no ABR_GUID; not in the local register of migration 008). */
const UNREGISTERED_ABN = '51824753556';
/** In the local register, cancelled. */
const CANCELLED_ABN = '10478629432';

/** A self-employed applicant who signs their own operational need (spec §6), with an ABN. */
const selfEmployed = (abn: string, overrides: Partial<ApplicantDraft> = {}): ApplicantDraft => {
  const base = completeDraft();
  const draft: ApplicantDraft = {
    ...base,
    ExtraData: { ...base.ExtraData, OpNeedType: 'self employed' },
    Company: 'Y',
    _abn: abn,
    _signatureFile: SIGNATURE,
    ...overrides,
  };
  for (const field of Object.keys(draft)) if (field.startsWith('Employer')) delete (draft as Record<string, unknown>)[field];
  return draft;
};

/**
 * Issue 40, "no charge for what cannot be issued": POST /api/form/{id}/payment asks the conversion's question before
 * it charges, charges with an idempotency key, and issues the application in the same request, or refunds the
 * charge. Run against the real gateway client and a local stand-in of the gateway (test/gateway-stand-in.ts).
 */
describe.each(engines)('payments that end in an issued application or a refund, on $name (issue 40)', (engine) => {
  let database: TestDatabase;
  let gateway: GatewayStandIn;
  let app: FastifyInstance;

  beforeAll(async () => {
    gateway = await startGatewayStandIn();
    database = await engine.createSeeded();
    app = await buildApp({ db: database.db, env: { PAYMENT_GATEWAY_URL: gateway.url, PAYMENT_GATEWAY_SECRET: 'sk_test_stand_in' } });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await gateway?.close();
  });
  afterEach(() => {
    gateway.state.duringCharge = undefined;
    gateway.state.loseAnswers = 0;
    gateway.state.refuseRefunds = 0;
  });

  async function savedForm(draft: ApplicantDraft) {
    const created = await app.inject({ method: 'POST', url: '/api/form', headers: { company: 'msic' }, payload: { Firstname: 'Jane', _stepCompleted: 0 } });
    const { id, key } = created.json() as { id: number; key: string };
    const saved = await app.inject({ method: 'PUT', url: `/api/form/${id}`, headers: { formkey: key }, payload: { ...draft, _version: 1 } });
    expect(saved.statusCode).toBe(200);
    return { id, key, form: saved.json().form as ApplicantDraft };
  }
  const pay = (id: number, key: string) => app.inject({ method: 'POST', url: `/api/form/${id}/payment`, headers: { formkey: key }, payload: card });
  const chargesOf = async (id: number) => (await app.db.query<{ status: string }>('SELECT status FROM form_payment WHERE draft_form_id = $1 ORDER BY id', [id])).map((r) => r.status);

  it.each([
    ['an operational need that does not exist (99999)', { OperationalNeedId: 99999 }, 'OperationalNeedId'],
    ['an access frequency of 2^31', { ExtraData: { ...completeDraft().ExtraData, OpNeedAccessFreq: 2 ** 31 } }, 'ExtraData.OpNeedAccessFreq'],
  ])('does not charge a draft the conversion would refuse: %s is a 400 naming the field, with no attempt and nothing sent to the gateway', async (_, change, field) => {
    const { id, key } = await savedForm(completeDraft(change as Partial<ApplicantDraft>));
    const before = gateway.chargeRequests().length;
    const res = await pay(id, key);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toContain(field);
    expect(await chargesOf(id)).toEqual([]);
    expect(gateway.chargeRequests()).toHaveLength(before);
    expect(await countRows(app.db, `people WHERE incomplete_form_id = ${id}`)).toBe(0);
  });

  it('a charge issues the application in the same request: the answer carries the people id and a code that logs in', async () => {
    const { id, key, form } = await savedForm(completeDraft());
    const res = await pay(id, key);
    expect(res.statusCode).toBe(200);
    const { Id, VerificationCode, amount, reference } = res.json() as { Id: number; VerificationCode: string; amount: number; reference: string };
    expect(amount).toBe(27_000);
    expect(await chargesOf(id)).toEqual(['paid']);
    const charge = gateway.charges().find((c) => c.token === reference)!;
    expect(charge).toMatchObject({ amount: 27_000, key: expect.stringMatching(/^[\w-]{32}$/) });
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: String(Id), password: form.Birthdate, verificationCode: VerificationCode } });
    expect(login.json().token).toEqual(expect.any(String));
    // paying again answers the charge that stands, and charges nothing
    const again = await pay(id, key);
    expect(again.json()).toMatchObject({ ok: true, reference, Id });
    expect(gateway.charges().filter((c) => c.token === reference)).toHaveLength(1);
  });

  it('20 payments of one draft at once make one charge and one application', async () => {
    const { id, key } = await savedForm(completeDraft({ Email: 'burst@example.com', _confirmEmail: 'burst@example.com' }));
    // held in flight, so that every request that passes the per-form limit is there before the first is answered
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    gateway.state.duringCharge = () => held;
    const answers = Promise.all(Array.from({ length: 20 }, () => pay(id, key)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    const statuses = (await answers).map((r) => r.statusCode);
    // five a minute per form pass the rate limit (card testing); each of them answers the one charge
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const ids = new Set((await answers).filter((r) => r.statusCode === 200).map((r) => r.json().Id as number));
    expect(ids.size).toBe(1);
    expect(await chargesOf(id)).toEqual(['paid']);
    const attemptKey = (await app.db.query<{ key: string }>('SELECT idempotency_key AS key FROM form_payment WHERE draft_form_id = $1', [id]))[0]!.key;
    expect(gateway.charges().filter((c) => c.key === attemptKey)).toHaveLength(1);
    expect(await countRows(app.db, `people WHERE incomplete_form_id = ${id}`)).toBe(1);
  });

  it('a draft changed while its card was charged is refunded: 409, the gateway got the refund, nothing was issued', async () => {
    const { id, key, form } = await savedForm(completeDraft());
    // another tab saves while the card is charged: the draft is no longer the one priced and checked
    gateway.state.duringCharge = async () => {
      const other = await app.inject({ method: 'PUT', url: `/api/form/${id}`, headers: { formkey: key }, payload: { ...form, Surname: 'Changed' } });
      expect(other.statusCode).toBe(200);
    };
    const res = await pay(id, key);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'payment_refunded', message: PAYMENT_MESSAGES.refunded });
    expect(await chargesOf(id)).toEqual(['refunded']);
    const [attempt] = await app.db.query<{ reference: string }>('SELECT reference FROM form_payment WHERE draft_form_id = $1', [id]);
    expect(gateway.refunds()).toContain(attempt!.reference);
    expect(await countRows(app.db, `people WHERE incomplete_form_id = ${id}`)).toBe(0);
    // paying again (the new version) charges and issues it
    gateway.state.duringCharge = undefined;
    const again = await pay(id, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ ok: true, amount: 27_000 });
    expect(await chargesOf(id)).toEqual(['refunded', 'paid']);
  });

  it('a lost answer: the try after it sends the same idempotency key, so the gateway answers the first charge and no second is made', async () => {
    const { id, key } = await savedForm(completeDraft());
    gateway.state.loseAnswers = 1;
    const lost = await pay(id, key);
    // a gateway failure is a server error like any other (its detail in the log only)
    expect(lost.statusCode).toBe(502);
    expect(await chargesOf(id)).toEqual(['pending']);
    const retried = await pay(id, key);
    expect(retried.statusCode).toBe(200);
    const attemptKey = (await app.db.query<{ key: string }>('SELECT idempotency_key AS key FROM form_payment WHERE draft_form_id = $1', [id]))[0]!.key;
    expect(gateway.chargeRequests().filter((k) => k === attemptKey)).toHaveLength(2);
    expect(gateway.charges().filter((c) => c.key === attemptKey)).toHaveLength(1);
    expect(retried.json().reference).toBe(gateway.charges().find((c) => c.key === attemptKey)!.token);
    expect(await chargesOf(id)).toEqual(['paid']);
  });

  it('a refund the gateway does not confirm stays owed, and the retries refund it', async () => {
    const { id, key, form } = await savedForm(completeDraft());
    gateway.state.duringCharge = async () => {
      await app.inject({ method: 'PUT', url: `/api/form/${id}`, headers: { formkey: key }, payload: { ...form, Surname: 'Changed' } });
    };
    gateway.state.refuseRefunds = 1;
    const res = await pay(id, key);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.refundOwed);
    expect(await chargesOf(id)).toEqual(['refund_due']);
    expect(await app.payments.retryDue(0)).toBeGreaterThanOrEqual(1);
    expect(await chargesOf(id)).toEqual(['refunded']);
  });

  it("believes the ABN register, not the browser's copy: a claimed active entity for an ABN no register holds is issued as not verified", async () => {
    const claimed = { Abn: UNREGISTERED_ABN, EntityName: 'Claimed Holdings Pty Ltd', AbnStatus: 'Active', Verified: true };
    const { id, key, form } = await savedForm(selfEmployed(UNREGISTERED_ABN, { _abr: claimed }));
    expect(form._abr).toEqual({ Abn: UNREGISTERED_ABN, EntityName: '', AbnStatus: 'Not verified', Verified: false });
    const paid = await pay(id, key);
    expect(paid.statusCode).toBe(200);
    const letter = await app.inject({
      method: 'GET',
      url: `/api/download/operational-need-signed/${paid.json().Id}`,
      headers: { authorization: `Bearer ${app.tokens.issue(paid.json().Id)}` },
    });
    expect(letter.statusCode).toBe(200);
    const text = pdfText(letter.rawPayload);
    expect(text).toContain('51 824 753 556 (not verified');
    expect(text).not.toContain('Claimed Holdings');
  });

  it('a cancelled ABN claimed active is not charged: 400 on _abn, as the conversion refuses it (spec §5)', async () => {
    const { id, key, form } = await savedForm(selfEmployed(CANCELLED_ABN, { _abr: { Abn: CANCELLED_ABN, EntityName: 'Claimed Holdings Pty Ltd', AbnStatus: 'Active' } }));
    expect(form._abr).toMatchObject({ AbnStatus: 'Cancelled', Verified: true });
    const res = await pay(id, key);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors._abn).toEqual(['This ABN is not active']);
    expect(await chargesOf(id)).toEqual([]);
  });
});
