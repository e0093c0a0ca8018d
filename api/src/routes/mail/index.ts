import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMPANIES, PRODUCT_NAME, isCompanyId } from 'shared-contracts';
import { endpoints } from 'shared-contracts/api';
import { isEmail } from 'shared-contracts/validators';
import { badRequest } from '../../lib/http-error';
import { route } from '../../lib/route';
import { formKeyOf, loadOwnedForm, resumeLink, type DraftFormRow } from '../../lib/draft-form-access';
import saveAndReturnRoutes from './save-and-return';

/** Resend and idle mails of the wizard: a few a minute per client, then 429 with the text of spec §8. */
export const FORM_MAIL_RATE_LIMIT = { rateLimit: { max: 5, timeWindow: '1 minute' } } as const;

/**
 * POST /api/mail/form-saved and /api/mail/session-expired/{id} (spec §4 idle, §2 renew quick-start and
 * link-expired resend). Both mail the applicant a link that resumes the form; the contact-us mail is the content
 * feature's (routes/contact). The link carries the form key of the request, so it opens the form on any device;
 * sending it also renews the link's expiry (an expired key may ask for a new link: it proves ownership).
 */
export default async function mailRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.mailFormSaved,
    async (request) => {
      const row = await loadOwnedForm(app, request, request.body.id, { allowExpired: true });
      const { to, name, link, siteName } = recipient(app, request, row);
      // the link's renewal and its mail in one transaction (issue 16: no mail lost, none sent for a change undone)
      await app.db.transaction(async (tx) => {
        await app.draftForms.renewLink(row.id, { inDraft: true }, tx);
        await app.mail.send(
          {
            kind: 'form-saved',
            company: row.company,
            to,
            subject: `Your ${PRODUCT_NAME} application has been saved`,
            text:
              `Dear ${name},\n\nWe have saved your ${PRODUCT_NAME} application (reference ${row.id}). ` +
              `You can continue it at any time from this link:\n${link}\n\n` +
              `The link stays valid for 30 days after your last change. Keep it private: anyone with it can open your form.\n\n${siteName}`,
          },
          tx,
        );
      });
      return { ok: true };
    },
    { config: FORM_MAIL_RATE_LIMIT },
  );

  route(
    app,
    endpoints.mailSessionExpired,
    async (request) => {
      const row = await loadOwnedForm(app, request, request.params.id, { allowExpired: true });
      const { to, name, link, siteName } = recipient(app, request, row);
      await app.db.transaction(async (tx) => {
        await app.draftForms.renewLink(row.id, { inDraft: false }, tx);
        await app.mail.send(
          {
            kind: 'session-expired',
            company: row.company,
            to,
            subject: `Your ${PRODUCT_NAME} application session has expired`,
            text:
              `Dear ${name},\n\nFor your security your session ended after a period of inactivity. ` +
              `Your answers were saved (reference ${row.id}); continue your application from this link:\n${link}\n\n${siteName}`,
          },
          tx,
        );
      });
      return { ok: true };
    },
    { config: FORM_MAIL_RATE_LIMIT },
  );

  await saveAndReturnRoutes(app);
}

export function recipient(app: FastifyInstance, request: FastifyRequest, row: DraftFormRow) {
  const to = row.data.Email?.trim();
  if (!to || !isEmail(to)) throw badRequest('Enter a valid email address before we can email you a link', { fieldErrors: { Email: ['Enter a valid email address, like name@example.com'] } });
  const name = [row.data.Firstname, row.data.Surname].filter(Boolean).join(' ') || 'applicant';
  const siteName = isCompanyId(row.company) ? COMPANIES[row.company].name : COMPANIES.msic.name;
  return { to, name, link: resumeLink(app, row.id, formKeyOf(request)!), siteName };
}
