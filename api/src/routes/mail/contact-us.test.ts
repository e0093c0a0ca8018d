import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { MESSAGES, decodeCaptchaSolution, encodeCaptchaSolution, type CaptchaChallenge } from 'shared-contracts/content';
import { countRows, engines } from '../../test/engines';
import { expectNoRowsWritten, useTestApp } from '../../test/app';
import { createAltchaCaptcha } from '../../services/captcha';

/** What the browser does: altcha-lib's solver tries counters until the derived key has the prefix. */
async function solve(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return encodeCaptchaSolution({ challenge, solution });
}

const general = {
  EnquiryType: 'General Enquiries',
  Firstname: 'Jane',
  Surname: "O'Connor",
  Email: 'jane.oconnor@example.com',
  Phone: '0412 345 678',
  CardNum: 'VEP1234567',
  Message: 'My card was damaged at work. How do I get a replacement?',
};
const company = {
  EnquiryType: 'Company Enquiries',
  Firstname: 'Sam',
  Surname: 'Nguyen',
  Email: 'sam.nguyen@harbour-logistics.example.com',
  Company: 'Harbour Logistics Pty Ltd',
  CardsRequired: 25,
  Message: 'We would like a company account to pay for 25 blue cards for our wharf staff.',
};

describe.each(engines)('contact enquiries on $name', (engine) => {
  const t = useTestApp(engine);

  const challenge = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(res.statusCode).toBe(200);
    return res.json() as CaptchaChallenge;
  };
  const send = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/mail/contact-us', headers: { 'content-type': 'application/json', ...headers }, payload: payload as unknown as string });
  const mailsTo = (to: string) => t.db.query<{ kind: string; subject: string; text_body: string; company: string }>('SELECT * FROM mail_outbox WHERE to_address = $1 ORDER BY id', [to]);

  it('spec §3, §7: a general enquiry with a solved captcha is recorded, mailed to the office and acknowledged', async () => {
    const res = await send({ ...general, captcha: await solve(await challenge()) }, { company: 'toll' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBe(true);
    const [row] = await t.db.query<Record<string, unknown>>("SELECT * FROM enquiry WHERE email = 'jane.oconnor@example.com'");
    expect(row).toMatchObject({ enquiry_type: 'General Enquiries', company: 'toll', firstname: 'Jane', surname: "O'Connor", card_num: 'VEP1234567', organisation: null, cards_required: null });
    const reference = `ENQ-${String(row!.id).padStart(6, '0')}`;
    expect(res.json().message).toContain(reference);
    const office = (await mailsTo('enquiries@msic.localhost')).filter((m) => m.subject.includes(reference));
    expect(office).toHaveLength(1);
    expect(office[0]).toMatchObject({ kind: 'enquiry', company: 'toll' });
    expect(office[0]!.text_body).toContain('Card number: VEP1234567');
    expect(office[0]!.text_body).toContain(general.Message);
    expect(Number(row!.office_mail_id)).toBeGreaterThan(0);
    const [receipt] = await mailsTo(general.Email);
    expect(receipt).toMatchObject({ kind: 'enquiry-receipt' });
    expect(receipt!.text_body).toContain(reference);
  });

  it('spec §3: a company enquiry keeps the company and the cards required', async () => {
    const res = await send({ ...company, captcha: await solve(await challenge()) });
    expect(res.json()).toMatchObject({ result: true });
    const [row] = await t.db.query<Record<string, unknown>>('SELECT * FROM enquiry WHERE email = $1', [company.Email]);
    expect(row).toMatchObject({ enquiry_type: 'Company Enquiries', organisation: 'Harbour Logistics Pty Ltd', cards_required: 25, card_num: null, company: 'msic' });
    const office = await mailsTo('enquiries@msic.localhost');
    expect(office.some((m) => m.subject.includes('Harbour Logistics Pty Ltd (25 cards)'))).toBe(true);
  });

  describe('spec §5, §8: a captcha that is not solved is refused with the captcha message and records nothing', () => {
    const enquiries = expectNoRowsWritten(t, 'enquiry');

    it('a wrong key', async () => {
      const payload = decodeCaptchaSolution(await solve(await challenge()))!;
      const { derivedKey } = payload.solution;
      const wrong = derivedKey.slice(0, -1) + (derivedKey.endsWith('0') ? '1' : '0');
      const res = await send({ ...general, captcha: encodeCaptchaSolution({ ...payload, solution: { ...payload.solution, derivedKey: wrong } }) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: false, message: MESSAGES.captchaFailed });
    });

    it('a challenge the server did not sign', async () => {
      const forged = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1, counter: 7, deriveKey, expiresAt: Math.floor(Date.now() / 1000) + 600, hmacSignatureSecret: 'not-the-app-secret' });
      expect((await send({ ...general, captcha: await solve(forged as CaptchaChallenge) })).json().result).toBe(false);
    });

    it('a challenge whose parameters were changed (an easier prefix)', async () => {
      const c = await challenge();
      const easier = { ...c, parameters: { ...c.parameters, keyPrefix: c.parameters.keyPrefix.slice(0, 2) } };
      // from another address: the file's enquiries would otherwise pass the per-address rate limit
      const res = await t.app.inject({ method: 'POST', url: '/api/mail/contact-us', remoteAddress: '203.0.113.9', payload: { ...general, captcha: await solve(easier) } });
      expect(res.json()).toEqual({ result: false, message: MESSAGES.captchaFailed });
    });

    it('a solution used twice (single use)', async () => {
      const captcha = await solve(await challenge());
      expect((await send({ ...general, Email: 'first.use@example.com', captcha })).json().result).toBe(true);
      enquiries.allow(1);
      expect((await send({ ...general, captcha })).json()).toEqual({ result: false, message: MESSAGES.captchaFailed });
    });

    it('an expired challenge', async () => {
      const past = createAltchaCaptcha({ secret: t.app.env.APP_SECRET, usedChallenges: t.app.usedCaptchaChallenges, ttlSeconds: 60, now: () => Date.now() - 120_000 });
      expect((await send({ ...general, captcha: await solve(await past.challenge()) })).json().result).toBe(false);
    });

    it('something that is not a solution', async () => {
      expect((await send({ ...general, captcha: 'not-a-solution' })).json().result).toBe(false);
    });
  });

  it('spec §5: an invalid enquiry is a 400 with field errors, and the captcha is not used up', async () => {
    const captcha = await solve(await challenge());
    const before = await countRows(t.db, 'enquiry');
    const res = await send({ ...company, Email: 'not-an-email', CardsRequired: 0, Company: '', Message: ' ', captcha });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['CardsRequired', 'Company', 'Email', 'Message']);
    expect(await countRows(t.db, 'enquiry')).toBe(before);
    expect(await countRows(t.db, 'used_captcha_challenge')).toBeGreaterThan(0);
    const stillUsable = await send({ ...company, Email: 'retry@example.com', captcha });
    expect(stillUsable.json().result).toBe(true);
  });

  it('a challenge is signed, expires and differs each time', async () => {
    const [a, b] = [await challenge(), await challenge()];
    expect(a.signature).not.toBe(b.signature);
    expect(a.parameters.nonce).not.toBe(b.parameters.nonce);
    expect(a.parameters.algorithm).toBe('PBKDF2/SHA-256');
    const expires = a.parameters.expiresAt;
    expect(expires * 1000).toBeGreaterThan(Date.now());
    expect(expires * 1000).toBeLessThanOrEqual(Date.now() + 30 * 60 * 1000 + 1000);
  });
});
