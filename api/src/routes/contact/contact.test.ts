import { createHash } from 'node:crypto';
import { MESSAGES, decodeCaptchaSolution, encodeCaptchaSolution, type CaptchaChallenge } from 'shared-contracts/api';
import { countRows, engines } from '../../test/engines';
import { useTestApp } from '../../test/app';
import { createProofOfWorkCaptcha } from '../../services/captcha';

/** What the browser does: try every number until the hash matches (shared-contracts/src/schemas/captcha.ts). */
function solve(c: CaptchaChallenge): string {
  for (let number = 0; number <= c.maxNumber; number++) {
    if (createHash('sha256').update(c.salt + number).digest('hex') === c.challenge) {
      return encodeCaptchaSolution({ algorithm: c.algorithm, challenge: c.challenge, salt: c.salt, number, signature: c.signature });
    }
  }
  throw new Error('no solution');
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
    const res = await send({ ...general, captcha: solve(await challenge()) }, { company: 'toll' });
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
    const res = await send({ ...company, captcha: solve(await challenge()) });
    expect(res.json()).toMatchObject({ result: true });
    const [row] = await t.db.query<Record<string, unknown>>('SELECT * FROM enquiry WHERE email = $1', [company.Email]);
    expect(row).toMatchObject({ enquiry_type: 'Company Enquiries', organisation: 'Harbour Logistics Pty Ltd', cards_required: 25, card_num: null, company: 'msic' });
    const office = await mailsTo('enquiries@msic.localhost');
    expect(office.some((m) => m.subject.includes('Harbour Logistics Pty Ltd (25 cards)'))).toBe(true);
  });

  describe('spec §5, §8: a captcha that is not solved is refused with the captcha message and records nothing', () => {
    let before: number;
    beforeEach(async () => {
      before = await countRows(t.db, 'enquiry');
    });
    afterEach(async () => {
      expect(await countRows(t.db, 'enquiry')).toBe(before);
    });

    it('a wrong number', async () => {
      const solution = decodeCaptchaSolution(solve(await challenge()))!;
      const res = await send({ ...general, captcha: encodeCaptchaSolution({ ...solution, number: solution.number + 1 }) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: false, message: MESSAGES.captchaFailed });
    });

    it('a challenge the server did not sign', async () => {
      const c = await challenge();
      const salt = `forged?expires=${Math.floor(Date.now() / 1000) + 600}`;
      const forged = { ...c, salt, challenge: createHash('sha256').update(`${salt}7`).digest('hex') };
      expect((await send({ ...general, captcha: solve(forged) })).json().result).toBe(false);
    });

    it('a solution used twice (single use)', async () => {
      const captcha = solve(await challenge());
      expect((await send({ ...general, Email: 'first.use@example.com', captcha })).json().result).toBe(true);
      before += 1;
      expect((await send({ ...general, captcha })).json()).toEqual({ result: false, message: MESSAGES.captchaFailed });
    });

    it('an expired challenge', async () => {
      const past = createProofOfWorkCaptcha({ secret: t.app.env.APP_SECRET, ttlSeconds: 60, now: () => Date.now() - 120_000 });
      expect((await send({ ...general, captcha: solve(await past.challenge()) })).json().result).toBe(false);
    });

    it('something that is not a solution', async () => {
      expect((await send({ ...general, captcha: 'not-a-solution' })).json().result).toBe(false);
    });
  });

  it('spec §5: an invalid enquiry is a 400 with field errors, and the captcha is not used up', async () => {
    const captcha = solve(await challenge());
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
    expect(a.challenge).not.toBe(b.challenge);
    expect(a.algorithm).toBe('SHA-256');
    const expires = Number(/expires=(\d+)/.exec(a.salt)![1]);
    expect(expires * 1000).toBeGreaterThan(Date.now());
    expect(expires * 1000).toBeLessThanOrEqual(Date.now() + 30 * 60 * 1000 + 1000);
  });
});
