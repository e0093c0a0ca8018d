// Issue 18 "mails an applicant expects": on conversion a confirmation with the tracking number, what was applied
// for, the lodgement option and next steps; after an online payment a receipt with the amount and reference and
// the tax invoice, which names the supplier and its ABN (read back with pdftotext, as an applicant's reader does).
import { execFileSync } from 'node:child_process';
import { COMPANIES } from 'shared-contracts';
import { completeDraft } from '../../routes/form/complete-draft';
import { useTestApp } from '../../test/app';
import { engines } from '../../test/engines';
import { confirmationMail } from './templates/confirmation';

const card = { cardName: 'Jane O Brien', cardNumber: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2099, cvc: '123' };
const pdfToText = (pdf: Buffer): string => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

describe.each(engines)('the applicant\'s confirmation and receipt on $name (issue 18)', (engine) => {
  const t = useTestApp(engine, { env: { SUPPLIER_ABNS: 'msic=10474582823' } });

  async function convertedApplication(email: string, pay: boolean) {
    const created = await t.app.inject({ method: 'POST', url: '/api/form', headers: { company: 'msic' }, payload: { Firstname: 'Jane', _stepCompleted: 0 } });
    const { id, key } = created.json() as { id: number; key: string };
    const draft = completeDraft({ _version: 1, Email: email, _confirmEmail: email, Appsubtype: '4' });
    const payload = { ...draft, ExtraData: { ...draft.ExtraData, lodgementOption: 'inperson' } };
    const saved = await t.app.inject({ method: 'PUT', url: `/api/form/${id}`, headers: { formkey: key }, payload });
    expect(saved.statusCode).toBe(200);
    let reference: string | undefined;
    if (pay) {
      const paid = await t.app.inject({ method: 'POST', url: `/api/form/${id}/payment`, headers: { formkey: key }, payload: card });
      expect(paid.statusCode).toBe(200);
      reference = (paid.json() as { reference: string }).reference;
    }
    const converted = await t.app.inject({ method: 'POST', url: `/api/form/${id}/people`, headers: { formkey: key } });
    expect(converted.statusCode).toBe(200);
    const { Id, VerificationCode } = converted.json() as { Id: number; VerificationCode: string };
    const mails = await t.db.query<{ kind: string; subject: string; text: string }>(
      `SELECT kind, subject, text_body AS text FROM mail_outbox WHERE to_address = $1 ORDER BY id`,
      [email],
    );
    return { formId: id, peopleId: Id, code: VerificationCode, reference, mails, tracking: `VEP${String(Id + 1500).padStart(7, '0')}` };
  }

  it('queues the confirmation and, after paying $355 online, the receipt, both with the tracking number', async () => {
    const app = await convertedApplication('receipt.jane@example.com', true);
    expect(app.mails.map((m) => m.kind)).toEqual(['confirmation', 'receipt']);
    const [confirmation, receipt] = app.mails as [(typeof app.mails)[0], (typeof app.mails)[0]];

    expect(confirmation.subject).toContain(app.tracking);
    expect(confirmation.text).toContain(`Your tracking number: ${app.tracking}`);
    expect(confirmation.text).toContain('Applied for: a blue MSIC for 4 years, new card');
    expect(confirmation.text).toContain('Identity documents checked: In person');
    expect(confirmation.text).toMatch(/What happens next:\n1\. /);
    expect(confirmation.text).toContain('maritime security zones');
    expect(confirmation.text).not.toMatch(/inperson|\bS\b|Appsubtype/);

    expect(receipt.subject).toContain(app.tracking);
    expect(receipt.text).toContain('Amount paid: $355.00 (GST included: $32.27)');
    expect(receipt.text).toContain(`Payment reference: ${app.reference}`);
    expect(receipt.text).toContain('Paid to: MSIC Card Online, ABN 10 474 582 823');
    expect(receipt.text).toContain('- MSIC application, 4-year card: $355.00');
    expect(receipt.text).toContain('Tax invoice');
  });

  it('the tax invoice names the supplier, its ABN, the date of issue, the lines, the GST and what was paid', async () => {
    const app = await convertedApplication('invoice.jane@example.com', true);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: String(app.peopleId), password: '1985-04-12', verificationCode: app.code, resend: false } });
    const { token } = login.json() as { token: string };
    const res = await t.app.inject({ method: 'GET', url: `/api/download/invoice/${app.peopleId}/${app.formId}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const text = pdfToText(res.rawPayload);
    expect(text).toContain('Tax invoice');
    expect(text).toMatch(/ABN\s+10 474 582 823/);
    expect(text).toMatch(/Supplier\s+MSIC Card Online/);
    expect(text).toMatch(/Date of issue\s+\d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(text).toMatch(/MSIC application, 4-year card\s+\$355\.00/);
    expect(text).toMatch(/GST included\s+\$32\.27/);
    expect(text).toMatch(/Total including GST\s+\$355\.00/);
    expect(text.replace(/\s+/g, ' ')).toContain(`Payment reference ${app.reference}`);

    const form = await t.app.inject({ method: 'GET', url: `/api/download/application-form/${app.peopleId}/${app.formId}`, headers: { authorization: `Bearer ${token}` } });
    const formText = pdfToText(form.rawPayload);
    // no raw codes (issue 18: "Works as employer", "Lodgement inperson")
    expect(formText).not.toMatch(/Works as|inperson|Lodgement\s+in/);
    expect(formText).toMatch(/Identity documents checked\s+In person/);
    // every page holds more than the footer
    const pages = formText.split('\f').filter((p) => p.trim());
    for (const page of pages) expect(page.replace(/Generated by .*/, '').trim().length).toBeGreaterThan(40);
  });

  it('an application paid at lodgement gets the confirmation only', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/form', headers: { company: 'msic' }, payload: { Firstname: 'Jane', _stepCompleted: 0 } });
    const { id, key } = created.json() as { id: number; key: string };
    const email = 'post.office.jane@example.com';
    const draft = completeDraft({ _version: 1, Email: email, _confirmEmail: email });
    await t.app.inject({ method: 'PUT', url: `/api/form/${id}`, headers: { formkey: key }, payload: { ...draft, ExtraData: { ...draft.ExtraData, lodgementOption: 'auspost' } } });
    const converted = await t.app.inject({ method: 'POST', url: `/api/form/${id}/people`, headers: { formkey: key } });
    expect(converted.statusCode).toBe(200);
    const mails = await t.db.query<{ kind: string; text_body: string }>(`SELECT kind, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY id`, [email]);
    expect(mails.map((m) => m.kind)).toEqual(['confirmation']);
    expect(mails[0]!.text_body).toContain('Identity documents checked: Australia Post');
    // issue 39: $270 in person plus the $20 post office fee, paid at the counter
    expect(mails[0]!.text_body).toContain("The fee of $290.00 (GST included) is paid at the post office counter when you lodge.");
  });
});

describe('the confirmation speaks of the card applied for (issue 18)', () => {
  const base = {
    tracking: 'VEA0001501',
    names: { operationalNeed: null, accessFrequency: null, lodgement: { name: 'In person', description: 'Bring your identity documents to one of our offices.' } },
    employerAsked: null,
    payment: null,
    priceDue: 25_000,
    trackUrl: 'http://localhost:3000/track-msic',
  };

  it.each(['asic', 'bne', 'asset-asic'] as const)('%s: aviation, never maritime', (id) => {
    const mail = confirmationMail({ ...base, company: COMPANIES[id], draft: completeDraft({ _cardType: 'ASIC', Site: COMPANIES[id].defaultSite }) });
    expect(`${mail.subject}\n${mail.text}`.replace(/https?:\/\/\S+/g, "<link>")).not.toMatch(/\bMSIC\b|maritime|\bports?\b/i);
    expect(mail.text).toMatch(/aviation|airports/);
  });

  it('a site of both cards words the card the applicant chose', () => {
    const asic = confirmationMail({ ...base, company: COMPANIES.toll, draft: completeDraft({ _cardType: 'ASIC' }) });
    expect(asic.text).toContain('security controlled airports');
    const msic = confirmationMail({ ...base, company: COMPANIES.toll, draft: completeDraft({ _cardType: 'MSIC' }) });
    expect(msic.text).toContain('maritime security zones');
    expect(msic.text).toContain('paid for through the Toll Group card services company account: you have nothing to pay');
  });
});
