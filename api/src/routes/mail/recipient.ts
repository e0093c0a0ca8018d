import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cardWords } from 'shared-contracts';
import { isEmail } from 'shared-contracts/form';
import { badRequest } from '../../lib/http-error';
import { formKeyOf, resumeLink, type DraftFormRow } from '../../lib/draft-form-access';
import { companySite } from '../../lib/site';
import type { Mail, MailKind } from '../../services/mail';

/** Resend, idle and save-and-return mails of the wizard: a few a minute per client, then 429 with the text of spec §8. */
export const FORM_MAIL_RATE_LIMIT = { rateLimit: { max: 5, timeWindow: '1 minute' } } as const;

/**
 * Who a wizard mail goes to, the resume link it carries, the words it uses for the company and its cards, and `mail`,
 * the mail of one kind to them from the form's company (what `app.mail.send` queues).
 */
export function recipient(app: FastifyInstance, request: FastifyRequest, row: DraftFormRow) {
  const to = row.data.Email?.trim();
  if (!to || !isEmail(to)) throw badRequest('Enter a valid email address before we can email you a link', { fieldErrors: { Email: ['Enter a valid email address, like name@example.com'] } });
  const name = [row.data.Firstname, row.data.Surname].filter(Boolean).join(' ') || 'applicant';
  const { company } = companySite(app, row.company);
  // the company's card wording (issue 18): "ASIC" for the aviation variants, "MSIC or ASIC" where both are issued
  const mail = (kind: MailKind, subject: string, text: string): Mail => ({ kind, company: row.company, to, subject, text });
  return { to, name, link: resumeLink(app, row, formKeyOf(request)!), siteName: company.name, cards: cardWords(company).cards, mail };
}
