import type { FastifyInstance } from 'fastify';
import { formEndpoints } from 'shared-contracts/form';
import { route } from '../../lib/route';
import { companySite } from '../../lib/site';
import { loadOwnedForm, refuseCompleted } from '../../lib/draft-form-access';
import { FORM_MAIL_RATE_LIMIT, recipient } from './recipient';

/**
 * POST /api/mail/save-and-return/{id}: "Save and come back later" on a step of the wizard (issue 18, the GOV.UK
 * save-and-return pattern). The wizard saves the draft first (PUT /api/form/{id}); this renews the link's expiry and
 * queues one mail of the resume link in the same transaction, so each request sends exactly one mail and none is
 * sent for a renewal that was undone. It answers where the link went and until when it works, for the saved page.
 * Rate-limited as the other form mails (429 with the text of spec §8).
 */
export default async function saveAndReturnRoutes(app: FastifyInstance) {
  route(
    app,
    formEndpoints.mailSaveAndReturn,
    async (request) => {
      const row = await loadOwnedForm(app, request, request.params.id);
      // a submitted form has nothing to come back to (spec §4: it goes to the status page)
      refuseCompleted(row);
      const { to, name, link, siteName, cards, mail } = recipient(app, request, row);
      // the form's variant: its steps, and its time zone for the day the link ends (issue 39)
      const site = companySite(app, row.company);
      const { steps } = site.company;
      const expiresAt = await app.db.transaction(async (tx) => {
        const expires = await app.draftForms.renewLink(row.id, { inDraft: true }, tx);
        const nextStep = steps[Math.min(row.step_completed ?? 0, steps.length - 1)];
        await app.mail.send(
          mail(
            'resume-link',
            `Continue your ${cards} application: your link works until ${site.date(expires)}`,
            `Dear ${name},\n\nYou asked us to save your ${cards} application (reference ${row.id}) so that you can come back to it later. ` +
              `Your answers are saved. Continue from this link, on this or any other device:\n${link}\n\n` +
              `You will continue at: ${nextStep}.\n\n` +
              `The link works until ${site.date(expires)}. Each time you save or ask for a new link, it works for another 30 days from then. ` +
              `Keep this email private: anyone with the link can open your application.\n\n` +
              `If you did not ask for this, you can ignore this email.\n\n${siteName}`,
          ),
          tx,
        );
        return expires;
      });
      return { ok: true, sentTo: to, linkExpiresAt: expiresAt.toISOString() };
    },
    { config: FORM_MAIL_RATE_LIMIT },
  );
}
