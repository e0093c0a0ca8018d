import type { FastifyInstance } from 'fastify';
import { formEndpoints } from 'shared-contracts/form';
import { route } from '../../lib/route';
import { loadOwnedForm, loadOwnedFormByRandomId } from '../../lib/draft-form-access';
import { FORM_MAIL_RATE_LIMIT, recipient } from './recipient';
import contactUsRoutes from './contact-us';
import saveAndReturnRoutes from './save-and-return';

/**
 * POST /api/mail/form-saved and /api/mail/session-expired/{id} (spec §4 idle, §2 renew quick-start and
 * link-expired resend). The form-saved mail goes once while its link works (issue 40). Both mail the applicant a link that resumes the form; /api/mail/save-and-return and
 * /api/mail/contact-us (the contact forms' enquiry) have a file each in this folder. The link carries the form key of the request, so it opens the form on any device;
 * sending it also renews the link's expiry (an expired key may ask for a new link: it proves ownership).
 */
export default async function mailRoutes(app: FastifyInstance) {
  route(
    app,
    formEndpoints.mailFormSaved,
    async (request) => {
      const { body } = request;
      // by the form's id (the wizard, the quick-start) or by its link's random id (the link-expired page, spec §6)
      const row = 'randomId' in body ? await loadOwnedFormByRandomId(app, request, body.randomId, { allowExpired: true }) : await loadOwnedForm(app, request, body.id, { allowExpired: true });
      const { name, link, siteName, cards, mail } = recipient(app, request, row);
      // the link's renewal and its mail in one transaction (issue 16: no mail lost, none sent for a change undone); once
      // while the link mailed works (spec §2 "sends a link email once only", issue 40): a second request, or one racing
      // the first, mails nothing more
      await app.db.transaction(async (tx) => {
        if (!(await app.draftForms.claimLinkMail(row.id, tx))) return;
        const text =
          `Dear ${name},\n\nWe have saved your ${cards} application (reference ${row.id}). ` +
          `You can continue it at any time from this link:\n${link}\n\n` +
          `The link stays valid for 30 days after your last change. Keep it private: anyone with it can open your form.\n\n${siteName}`;
        await app.mail.send(mail('form-saved', `Your ${cards} application has been saved`, text), tx);
      });
      return { ok: true };
    },
    { config: FORM_MAIL_RATE_LIMIT },
  );

  route(
    app,
    formEndpoints.mailSessionExpired,
    async (request) => {
      const row = await loadOwnedForm(app, request, request.params.id, { allowExpired: true });
      const { name, link, siteName, cards, mail } = recipient(app, request, row);
      await app.db.transaction(async (tx) => {
        await app.draftForms.renewLink(row.id, { inDraft: false }, tx);
        const text =
          `Dear ${name},\n\nFor your security your session ended after a period of inactivity. ` +
          `Your answers were saved (reference ${row.id}); continue your application from this link:\n${link}\n\n${siteName}`;
        await app.mail.send(mail('session-expired', `Your ${cards} application session has expired`, text), tx);
      });
      return { ok: true };
    },
    { config: FORM_MAIL_RATE_LIMIT },
  );

  await saveAndReturnRoutes(app);
  await contactUsRoutes(app);
}
