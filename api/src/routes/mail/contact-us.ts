import type { FastifyInstance } from 'fastify';
import { COMPANIES, type CompanyId } from 'shared-contracts';
import { MESSAGES, type ContactEnquiry, contentEndpoints } from 'shared-contracts/content';
import { route } from '../../lib/route';
import { createAltchaCaptcha, type CaptchaService } from '../../services/captcha';
import { enquiryReference, officeMail, receiptMail } from './enquiry-mail';

/** Per client address: a person sends a few enquiries, a script many (ARCHITECTURE.md: contact is rate-limited). */
export const CONTACT_US_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/**
 * Records the enquiry and its two mails (to the office, and the receipt) in one transaction, with the captcha used
 * up: either all of it happens or none (issue 16: every mail written with the change that causes it). Answers the
 * enquiry's reference, or undefined for a captcha that fails.
 */
async function recordEnquiry(app: FastifyInstance, captcha: CaptchaService, enquiry: ContactEnquiry, company: CompanyId): Promise<string | undefined> {
  return app.db.transaction(async (tx) => {
    if (!(await captcha.verify(enquiry.captcha, tx))) return undefined;
    const company_ = enquiry.EnquiryType === 'Company Enquiries' ? enquiry : undefined;
    const general = enquiry.EnquiryType === 'General Enquiries' ? enquiry : undefined;
    const id = await app.enquiries.record(
      {
        enquiryType: enquiry.EnquiryType,
        company,
        firstname: enquiry.Firstname.trim(),
        surname: enquiry.Surname.trim(),
        email: enquiry.Email.trim(),
        phone: enquiry.Phone?.trim() || null,
        message: enquiry.Message,
        cardNum: general?.CardNum?.trim() || null,
        organisation: company_?.Company.trim() ?? null,
        cardsRequired: company_?.CardsRequired ?? null,
      },
      tx,
    );
    const reference = enquiryReference(id);
    const siteName = COMPANIES[company].name;
    const officeMailId = await app.mail.send({ kind: 'enquiry', company, to: app.env.ENQUIRIES_TO, ...officeMail(enquiry, reference, siteName) }, tx);
    await app.enquiries.setOfficeMail(id, officeMailId, tx);
    await app.mail.send({ kind: 'enquiry-receipt', company, to: enquiry.Email.trim(), ...receiptMail(enquiry, reference, siteName) }, tx);
    return reference;
  });
}

/**
 * POST /api/mail/contact-us: the contact forms (spec §3 contact enquiry, §5 "a valid form and a solved captcha", §7).
 * An enquiry is recorded, mailed to the office (ENQUIRIES_TO) and acknowledged to the enquirer with its reference.
 * A captcha that fails (routes/captcha hands out the challenges) answers `{ result: false }` with the captcha
 * message (spec §8), and records nothing.
 */
export default async function contactUsRoutes(app: FastifyInstance, options: { captcha?: CaptchaService } = {}) {
  const captcha = options.captcha ?? createAltchaCaptcha({ secret: app.env.APP_SECRET, usedChallenges: app.usedCaptchaChallenges });

  route(
    app,
    contentEndpoints.mailContactUs,
    async (request) => {
      const enquiry = request.body;
      const reference = await recordEnquiry(app, captcha, enquiry, request.company);
      if (reference === undefined) return { result: false, message: MESSAGES.captchaFailed };
      return { result: true, message: `Thank you. Your enquiry has been sent. Your reference is ${reference}.` };
    },
    { config: { rateLimit: CONTACT_US_RATE_LIMIT } },
  );
}
