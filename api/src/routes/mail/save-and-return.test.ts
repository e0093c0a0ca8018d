import type { ApplicantDraft } from 'shared-contracts/form';
import { validDraft } from 'shared-contracts/testing';
import { useTestApp } from '../../test/app';
import { engines } from '../../test/engines';

describe.each(engines)('save and come back later on $name (issue 18, GOV.UK save-and-return; spec §8 rate limit)', (engine) => {
  const t = useTestApp(engine);

  async function create(draft: ApplicantDraft, company = 'msic') {
    const res = await t.app.inject({ method: 'POST', url: '/api/form', headers: { company }, payload: draft });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: number; key: string };
  }
  const saveAndReturn = (id: number, key: string, remoteAddress = '10.1.1.1') =>
    t.app.inject({ method: 'POST', url: `/api/mail/save-and-return/${id}`, headers: { formkey: key }, remoteAddress });

  it('mails the resume link once per request and answers where it went and until when it works', async () => {
    const email = `come.back.${engine.name}@example.com`;
    // step 1 answered in full (the server records only the steps the answers support, issue 40)
    const { id, key } = await create(validDraft({ Firstname: 'Jane', Surname: 'Citizen', Email: email, _confirmEmail: email, _stepCompleted: 1 }));
    const before = Date.now();
    const res = await saveAndReturn(id, key);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { ok: boolean; sentTo: string; linkExpiresAt: string };
    expect(body).toMatchObject({ ok: true, sentTo: email });
    const days = (new Date(body.linkExpiresAt).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    const mails = (await t.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${email}` })).json() as { kind: string; subject: string; text: string }[];
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('resume-link');
    expect(mails[0]!.text).toContain(`http://localhost:3000/apply/form/${id}/?key=${encodeURIComponent(key)}`);
    expect(mails[0]!.text).toContain('You will continue at: Address History.');
    const [row] = await t.db.query<{ mail_link_sent: boolean; link_expires_at: Date }>('SELECT mail_link_sent, link_expires_at FROM draft_form WHERE id = $1', [id]);
    expect(row!.mail_link_sent).toBe(true);
    expect(new Date(row!.link_expires_at).toISOString()).toBe(body.linkExpiresAt);
  });

  it('speaks of the card the company issues: an ASIC for the Brisbane airport variant, never an MSIC (issue 18)', async () => {
    const email = `come.back.bne.${engine.name}@example.com`;
    const { id, key } = await create({ Firstname: 'Jane', Surname: 'Citizen', Email: email, _stepCompleted: 1 }, 'bne');
    expect((await saveAndReturn(id, key, '10.1.1.2')).statusCode).toBe(200);
    const [mail] = (await t.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${email}` })).json() as { subject: string; text: string }[];
    expect(mail!.subject).toMatch(/^Continue your ASIC application: your link works until /);
    expect(`${mail!.subject}\n${mail!.text}`).not.toMatch(/\bMSIC\b/);
  });

  it('answers 400 with a field error on Email when the draft has no address to mail, and 404 to a wrong key', async () => {
    const { id, key } = await create({ Firstname: 'Jane' });
    const res = await saveAndReturn(id, key);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('Email');
    expect((await saveAndReturn(id, 'nope'.repeat(8))).statusCode).toBe(404);
  });

  it('answers 429 with the text of spec §8 when asked too often', async () => {
    const { id, key } = await create({ Firstname: 'Jane', Email: `often.${engine.name}@example.com` });
    const codes: number[] = [];
    let last = '';
    for (let i = 0; i < 7; i += 1) {
      const res = await saveAndReturn(id, key, '10.9.9.8');
      codes.push(res.statusCode);
      last = res.json().message;
    }
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[6]).toBe(429);
    expect(last).toBe('Too many requests, please try again in a minute');
  });
});
