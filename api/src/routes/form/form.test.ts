import type { ApplicantDraft } from 'shared-contracts/form';
import { countRows, useTestApp } from '../../test/app';
import { engines } from '../../test/engines';
import { hashReference } from '../../lib/secrets';
import { completeDraft } from './complete-draft';

describe.each(engines)('the application form API on $name (spec §4 autosave and confirm, §6 form key, §7)', (engine) => {
  const t = useTestApp(engine);

  async function create(draft: ApplicantDraft = { Firstname: 'Jane', Email: 'jane.obrien@example.com', _stepCompleted: 0 }) {
    const res = await t.app.inject({ method: 'POST', url: '/api/form', headers: { company: 'msic' }, payload: draft });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: number; key: string; form: ApplicantDraft };
  }
  const put = (id: number, key: string | undefined, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/form/${id}`, headers: key ? { formkey: key } : {}, payload: payload as object });

  it('creates a draft with a random form key stored hashed, then updates it (autosave creates, then updates)', async () => {
    const { id, key, form } = await create();
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(form).toMatchObject({ _id: id, _company: 'msic', _version: 1, _formLink: `http://localhost:3000/apply/form/${id}/` });
    const [row] = await t.db.query<{ form_key_hash: string }>('SELECT form_key_hash FROM draft_form WHERE id = $1', [id]);
    expect(row!.form_key_hash).not.toContain(key);

    const res = await put(id, key, { ...form, Surname: 'Citizen' });
    expect(res.statusCode).toBe(200);
    expect(res.json().form).toMatchObject({ Surname: 'Citizen', _version: 2 });
    const got = await t.app.inject({ method: 'GET', url: `/api/form/${id}`, headers: { formkey: key } });
    expect(got.json().form).toMatchObject({ Firstname: 'Jane', Surname: 'Citizen', _version: 2 });
  });

  it('refuses a save from a tab holding an older version (two tabs never silently overwrite each other)', async () => {
    const { id, key, form } = await create();
    expect((await put(id, key, { ...form, Surname: 'First' })).statusCode).toBe(200);
    const stale = await put(id, key, { ...form, Surname: 'Second' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict' });
    const got = await t.app.inject({ method: 'GET', url: `/api/form/${id}`, headers: { formkey: key } });
    expect(got.json().form.Surname).toBe('First');
  });

  it('answers 404 to a wrong or missing form key, and to a missing record, without revealing which (spec §6)', async () => {
    const { id, form } = await create();
    expect((await put(id, 'wrong-key-wrong-key-wrong-key-0', form)).statusCode).toBe(404);
    expect((await put(id, undefined, form)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/form/${id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/form/99999999', headers: { formkey: 'x'.repeat(32) } })).statusCode).toBe(404);
  });

  it('answers 401 link_expired once the key has expired; the resend still works with it (spec §6, §8)', async () => {
    const { id, key } = await create();
    await t.db.query(`UPDATE draft_form SET link_expires_at = now() - interval '1 day' WHERE id = $1`, [id]);
    const got = await t.app.inject({ method: 'GET', url: `/api/form/${id}`, headers: { formkey: key } });
    expect(got.statusCode).toBe(401);
    expect(got.json()).toMatchObject({ code: 'link_expired' });
    const resend = await t.app.inject({ method: 'POST', url: '/api/mail/form-saved', headers: { formkey: key }, payload: { id } });
    expect(resend.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/form/${id}`, headers: { formkey: key } })).statusCode).toBe(200);
  });

  it('an expired link names its random id to the key holder, and the resend works by that id (spec §6 /link-expired/{randomId}, issue 40)', async () => {
    const { id, key } = await create({ Firstname: 'Jane', Email: 'expired.link@example.com', _stepCompleted: 0 });
    await t.db.query(`UPDATE draft_form SET link_expires_at = now() - interval '1 day' WHERE id = $1`, [id]);
    const randomId = (await t.db.query<{ random_id: string }>('SELECT random_id FROM draft_form WHERE id = $1', [id]))[0]!.random_id;
    const got = await t.app.inject({ method: 'GET', url: `/api/form/${id}`, headers: { formkey: key } });
    expect(got.statusCode).toBe(401);
    expect(got.json()).toMatchObject({ code: 'link_expired', randomId });
    expect(randomId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // without the key, nothing: the same 404 as an unknown form, no random id
    const stranger = await t.app.inject({ method: 'GET', url: `/api/form/${id}`, headers: { formkey: 'x'.repeat(32) } });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).not.toHaveProperty('randomId');
    const resend = (payload: object, formkey = key) => t.app.inject({ method: 'POST', url: '/api/mail/form-saved', headers: { formkey }, payload, remoteAddress: '10.40.10.1' });
    expect((await resend({ randomId: 'not-this-form-0000000000000000000' })).statusCode).toBe(404);
    expect((await resend({ randomId }, 'x'.repeat(32))).statusCode).toBe(404);
    expect((await resend({ randomId })).statusCode).toBe(200);
    expect(await countRows(t.db, `mail_outbox WHERE to_address = 'expired.link@example.com' AND kind = 'form-saved'`)).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/form/${id}`, headers: { formkey: key } })).statusCode).toBe(200);
  });

  it('a create sent 20 times at once with one Idempotency-Key makes one draft, and each answer carries its id and form key (spec §2, issue 40)', async () => {
    const startKey = 'Zq3k8d0PHN1mWbT5xYgA2s';
    const before = await countRows(t.db, 'draft_form');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: '/api/form', headers: { company: 'msic', 'idempotency-key': startKey }, payload: { Firstname: 'Jane', Surname: 'Renew', Email: 'renew.once@example.com', Apptype: 'R', _renew: true, _stepCompleted: 0 } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.json().key)).size).toBe(1);
    expect(await countRows(t.db, 'draft_form')).toBe(before + 1);
    const { id, key } = answers[0]!.json() as { id: number; key: string };
    expect((await t.app.inject({ method: 'GET', url: `/api/form/${id}`, headers: { formkey: key } })).statusCode).toBe(200);
    // the link mail, asked 20 times at once (a double submit, an idle tab): one mail while the link works
    const mails = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.app.inject({ method: 'POST', url: '/api/mail/form-saved', headers: { formkey: key }, payload: { id }, remoteAddress: `10.40.11.${i + 1}` })),
    );
    expect(mails.map((m) => m.statusCode)).toEqual(Array(20).fill(200));
    expect(await countRows(t.db, `mail_outbox WHERE to_address = 'renew.once@example.com' AND kind = 'form-saved'`)).toBe(1);
    // a start key too short to be a secret is refused
    const weak = await t.app.inject({ method: 'POST', url: '/api/form', headers: { company: 'msic', 'idempotency-key': 'abc' }, payload: { Firstname: 'Jane' } });
    expect(weak.statusCode).toBe(400);
  });

  it('refuses malformed bodies with 400 field errors and writes nothing', async () => {
    const before = await countRows(t.db, 'draft_form');
    const bad = await t.app.inject({ method: 'POST', url: '/api/form', payload: { Firstname: 42, Gender: 'Q', _address: 'nowhere' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(expect.arrayContaining(['Firstname', 'Gender', '_address']));
    expect(await countRows(t.db, 'draft_form')).toBe(before);

    const { id, key, form } = await create();
    const badPut = await put(id, key, { ...form, Birthdate: '2025-02-30' });
    expect(badPut.statusCode).toBe(400);
    const got = await t.app.inject({ method: 'GET', url: `/api/form/${id}`, headers: { formkey: key } });
    expect(got.json().form._version).toBe(1);
  });

  it('saves a form as expired and records a reported error (spec §4 idle, §8 processing)', async () => {
    const { id, key, form } = await create();
    const res = await t.app.inject({ method: 'POST', url: `/api/form/${id}/expired`, headers: { formkey: key }, payload: { ...form, Surname: 'Idle' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, formLink: `http://localhost:3000/apply/form/${id}/` });
    const [row] = await t.db.query<{ expired_at: unknown }>('SELECT expired_at FROM draft_form WHERE id = $1', [id]);
    expect(row!.expired_at).not.toBeNull();

    const err = await t.app.inject({ method: 'POST', url: `/api/form/${id}/error`, headers: { formkey: key }, payload: { error: 'Network error on PUT (status -1)', user: form } });
    expect(err.statusCode).toBe(200);
    expect(await t.db.query('SELECT error FROM form_error WHERE draft_form_id = $1', [id])).toEqual([{ error: 'Network error on PUT (status -1)' }]);
  });

  const expire = (id: number, key: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/form/${id}/expired`, headers: { formkey: key }, payload });
  const stored = async (id: number, key: string) => (await t.app.inject({ method: 'GET', url: `/api/form/${id}`, headers: { formkey: key } })).json().form as ApplicantDraft;

  it('the idle save names its version: an older tab cannot replace what a newer one saved (issue 40)', async () => {
    const { id, key, form } = await create();
    const newer = await put(id, key, { ...form, Surname: 'Newer', _version: 1 });
    expect(newer.json().form._version).toBe(2);
    // the tab still at version 1 goes idle
    const stale = await expire(id, key, { ...form, Surname: 'Older', _version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict' });
    expect(await stored(id, key)).toMatchObject({ Surname: 'Newer', _version: 2 });
    const { _version: _, ...unversioned } = form;
    expect((await expire(id, key, { ...unversioned, Surname: 'Unversioned' })).json()).toMatchObject({ code: 'version_required' });
    // the tab at version 2 saves as it ends
    expect((await expire(id, key, { ...newer.json().form, Surname: 'Last' })).statusCode).toBe(200);
    expect(await stored(id, key)).toMatchObject({ Surname: 'Last', _version: 3 });
  });

  it('a body of one field erases nothing, on an autosave or the idle save; a field is removed only when the save clears it (issue 40)', async () => {
    const { id, key } = await create({ Firstname: 'Jane', Surname: "O'Brien", Middlenames: 'Mary', Email: 'jane.obrien@example.com', _stepCompleted: 0 });
    expect((await put(id, key, { Firstname: 'Janet', _version: 1 })).json().form).toMatchObject({ Firstname: 'Janet', Surname: "O'Brien", Email: 'jane.obrien@example.com' });
    expect((await expire(id, key, { Gender: 'F', _version: 2 })).statusCode).toBe(200);
    expect(await stored(id, key)).toMatchObject({ Firstname: 'Janet', Surname: "O'Brien", Middlenames: 'Mary', Email: 'jane.obrien@example.com', Gender: 'F' });
    const cleared = await put(id, key, { _version: 3, _cleared: ['Middlenames'] });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().form).not.toHaveProperty('Middlenames');
    expect(cleared.json().form).not.toHaveProperty('_cleared');
    expect(cleared.json().form).toMatchObject({ Surname: "O'Brien" });
  });

  it('records the steps the answers support, not the steps the browser claims (issue 40: step completion is the server\'s)', async () => {
    const { id, key } = await create({ Firstname: 'Jane', _stepCompleted: 3, _formFilledIn: true });
    const created = await stored(id, key);
    expect(created._stepCompleted).toBe(0);
    expect(created._formFilledIn).toBeUndefined();
    const complete = await put(id, key, completeDraft({ _version: 1, _stepCompleted: 4 }));
    expect(complete.json().form).toMatchObject({ _stepCompleted: 4, _formFilledIn: true });
    // step 2 broken (no address): the claim stops at step 1
    const broken = await put(id, key, { _version: 2, _address: [], _stepCompleted: 4 });
    expect(broken.json().form).toMatchObject({ _stepCompleted: 1 });
    expect(broken.json().form._formFilledIn).toBeUndefined();
    const [row] = await t.db.query<{ step_completed: number }>('SELECT step_completed FROM draft_form WHERE id = $1', [id]);
    expect(row!.step_completed).toBe(1);
  });

  it('stores and returns the applicant signature as an SVG data URL, refusing anything else', async () => {
    const { id, key } = await create();
    const signature = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0L100 40"/></svg>').toString('base64')}`;
    expect((await t.app.inject({ method: 'POST', url: `/api/form/${id}/save-signature`, headers: { formkey: key }, payload: { signature } })).statusCode).toBe(200);
    const got = await t.app.inject({ method: 'GET', url: `/api/form/${id}/get-signature`, headers: { formkey: key } });
    expect(got.json()).toEqual({ data: signature });
    const bad = await t.app.inject({ method: 'POST', url: `/api/form/${id}/save-signature`, headers: { formkey: key }, payload: { signature: 'javascript:alert(1)' } });
    expect(bad.statusCode).toBe(400);
  });

  it('looks up an ABN: checksum first, then the register (spec §5)', async () => {
    const { id, key } = await create();
    const found = await t.app.inject({ method: 'GET', url: `/api/form/${id}/lookup-abn/10474582823`, headers: { formkey: key } });
    expect(found.json()).toMatchObject({ EntityName: 'Harbourside Marine Services Pty Ltd', AbnStatus: 'Active' });
    const cancelled = await t.app.inject({ method: 'GET', url: `/api/form/${id}/lookup-abn/10478629432`, headers: { formkey: key } });
    expect(cancelled.json().AbnStatus).toBe('Cancelled');
    const badChecksum = await t.app.inject({ method: 'GET', url: `/api/form/${id}/lookup-abn/10474582824`, headers: { formkey: key } });
    expect(badChecksum.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/form/${id}/lookup-abn/1234`, headers: { formkey: key } })).statusCode).toBe(400);
  });

  it('mails the resume link with the form key (form-saved) and the session-expired mail', async () => {
    const email = `saved.${engine.name}@example.com`;
    const { id, key } = await create({ Firstname: 'Jane', Email: email });
    expect((await t.app.inject({ method: 'POST', url: '/api/mail/form-saved', headers: { formkey: key }, payload: { id } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/mail/session-expired/${id}`, headers: { formkey: key } })).statusCode).toBe(200);
    const mails = (await t.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${email}` })).json() as { kind: string; text: string }[];
    expect(mails.map((m) => m.kind).sort()).toEqual(['form-saved', 'session-expired']);
    for (const mail of mails) expect(mail.text).toContain(`http://localhost:3000/apply/form/${id}/?key=${encodeURIComponent(key)}`);
    const [row] = await t.db.query<{ mail_link_sent: boolean }>('SELECT mail_link_sent FROM draft_form WHERE id = $1', [id]);
    expect(row!.mail_link_sent).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/api/mail/form-saved', headers: { formkey: 'nope'.repeat(8) }, payload: { id } })).statusCode).toBe(404);
  });

  it('answers 429 with the text of spec §8 on too many resends', async () => {
    const { id, key } = await create({ Email: 'resend@example.com' });
    const codes: number[] = [];
    let last = '';
    for (let i = 0; i < 7; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: `/api/mail/session-expired/${id}`, headers: { formkey: key }, remoteAddress: '10.9.9.9' });
      codes.push(res.statusCode);
      last = res.json().message;
    }
    expect(codes).toContain(429);
    expect(last).toBe('Too many requests, please try again in a minute');
  });

  const card = { cardName: 'Jane O Brien', cardNumber: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2099, cvc: '123' };
  const pay = (id: number, key: string, payload: object = card) => t.app.inject({ method: 'POST', url: `/api/form/${id}/payment`, headers: { formkey: key }, payload });

  it('charges the server-computed price through the sandbox processor; the documented test card is declined (402)', async () => {
    const { id, key } = await create();
    expect((await put(id, key, completeDraft({ _version: 1 }))).statusCode).toBe(200);
    const declined = await pay(id, key, { ...card, cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'card_declined' });
    expect((await pay(id, key, { ...card, cvc: '12' })).statusCode).toBe(400);
    expect((await pay(id, key, { ...card, cardNumber: '4242 4242 4242 4241' })).statusCode).toBe(400);
    const paid = await pay(id, key);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ ok: true, amount: 27_000 });
    // paying again does not charge twice
    expect((await pay(id, key)).json().reference).toBe(paid.json().reference);
    const rows = await t.db.query<{ status: string; card_last4: string }>('SELECT status, card_last4 FROM form_payment WHERE draft_form_id = $1 ORDER BY id', [id]);
    expect(rows).toEqual([
      { status: 'declined', card_last4: '0002' },
      { status: 'paid', card_last4: '4242' },
    ]);
  });

  it('limits card attempts per form (429 after five a minute), not per address shared by many applicants', async () => {
    const first = await create();
    const second = await create();
    const declinedCard = { ...card, cardNumber: '4000 0000 0000 0002' };
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await pay(first.id, first.key, declinedCard)).statusCode);
    expect(codes.slice(0, 5).every((code) => code !== 429)).toBe(true);
    expect(codes[5]).toBe(429);
    expect((await pay(second.id, second.key, declinedCard)).statusCode).not.toBe(429);
  });

  it('refuses to convert an unpaid form of a variant that pays online (402), and writes nothing', async () => {
    const { id, key } = await create();
    expect((await put(id, key, completeDraft({ _version: 1 }))).statusCode).toBe(200);
    const people = await countRows(t.db, 'people');
    const res = await t.app.inject({ method: 'POST', url: `/api/form/${id}/people`, headers: { formkey: key } });
    expect(res.statusCode).toBe(402);
    expect(await countRows(t.db, 'people')).toBe(people);
  });

  it('converts a complete form into a people record in one transaction, with a conversion code and the employer request', async () => {
    const { id, key } = await create();
    expect((await put(id, key, completeDraft({ _version: 1 }))).statusCode).toBe(200);
    // the payment issues the application (issue 40: a charge ends in an issued application) and answers it
    const paid = await pay(id, key);
    expect(paid.statusCode).toBe(200);
    const { Id, VerificationCode } = paid.json() as { Id: number; VerificationCode: string };
    // the conversion the wizard may still call answers the same record
    const res = await t.app.inject({ method: 'POST', url: `/api/form/${id}/people`, headers: { formkey: key } });
    expect(res.statusCode).toBe(200);
    expect(res.json().Id).toBe(Id);
    expect(VerificationCode).toMatch(/^\d{6}$/);
    const [person] = await t.db.query<{ firstname: string; incomplete_form_id: number; paid: boolean }>(
      'SELECT firstname, incomplete_form_id, paid_at IS NOT NULL AS paid FROM people WHERE id = $1',
      [Id],
    );
    expect(person).toEqual({ firstname: 'Jane', incomplete_form_id: id, paid: true });
    const [draft] = await t.db.query<{ people_id: number }>('SELECT people_id FROM draft_form WHERE id = $1', [id]);
    expect(draft!.people_id).toBe(Id);
    const codes = await t.db.query<{ code_hash: string; purpose: string }>('SELECT code_hash, purpose FROM verification_code WHERE people_id = $1 ORDER BY id', [Id]);
    expect(codes.map((c) => c.purpose)).toEqual(['conversion', 'conversion']);
    expect(codes[0]!.code_hash).not.toBe(VerificationCode);
    const [request] = await t.db.query<{ ref_id_hash: string; regional: boolean }>('SELECT ref_id_hash, regional FROM operational_need_request WHERE people_id = $1', [Id]);
    expect(request!.regional).toBe(false);
    const mails = (await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages?to=sam.lee@example.com' })).json() as { text: string }[];
    // the mailed link carries the reference; the table holds only its hash
    const refId = mails.map((m) => new RegExp(`/operational-need-form/${Id}/([\\w-]+)`).exec(m.text)?.[1]).find(Boolean);
    expect(refId).toMatch(/^[\w-]{32}$/);
    expect(request!.ref_id_hash).toBe(hashReference(refId!));
    expect(request!.ref_id_hash).not.toContain(refId!);

    // a converted form is redirected to status: saving it again is refused, converting again answers the same person
    expect((await put(id, key, completeDraft())).statusCode).toBe(409);
    const again = await t.app.inject({ method: 'POST', url: `/api/form/${id}/people`, headers: { formkey: key } });
    expect(again.json().Id).toBe(Id);
    expect((await t.app.inject({ method: 'GET', url: `/api/form/${id}`, headers: { formkey: key } })).json().form._peopleId).toBe(Id);
  });

  it('refuses to convert an incomplete form with the field errors of §5 and makes no people record', async () => {
    const { id, key } = await create();
    expect((await put(id, key, completeDraft({ _version: 1, Surname: '', ExtraData: { OpNeedType: 'employer', OpNeedOccupation: 'too short' } }))).statusCode).toBe(200);
    const people = await countRows(t.db, 'people');
    const codes = await countRows(t.db, 'verification_code');
    const res = await t.app.inject({ method: 'POST', url: `/api/form/${id}/people`, headers: { formkey: key } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({ Surname: expect.any(Array), 'ExtraData.OpNeedOccupation': expect.any(Array) });
    expect(await countRows(t.db, 'people')).toBe(people);
    expect(await countRows(t.db, 'verification_code')).toBe(codes);
  });

  it('lists the airports an ASIC applicant may choose', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/airport/list' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ Id: 14, Name: 'Perth Airport', Code: 'PER', AsaType: 'Designated', CanHaveAsa: true });
  });

  it('serves the suburbs of a state for the typeahead from the published localities dataset', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/shared/data/au/WA.json' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { Name: string; Postcode: string; State: string }[];
    expect(list.length).toBeGreaterThan(1000);
    expect(list).toContainEqual({ Name: 'Fremantle', Postcode: '6160', State: 'WA' });
    expect((await t.app.inject({ method: 'GET', url: '/shared/data/au/XX.json' })).statusCode).toBe(400);
  });
});
