import type { FastifyInstance } from 'fastify';
import { COMPANIES, isCompanyId } from 'shared-contracts';
import { paysOnlineNow, formEndpoints } from 'shared-contracts/form';
import { HttpError } from '../../lib/http-error';
import { route } from '../../lib/route';
import { loadOwnedForm } from './access';
import { issuableDraft, issueApplication, issueConversionCode, type IssuedApplication } from './issue';

/**
 * POST /api/form/{id}/people (spec §4 confirm): in one transaction, the form's row locked, the stored draft is
 * checked as issuable (the draft model, the ABN register, every step rule: issue.ts) and issued. A variant that
 * pays online is issued by its payment (routes/form/payment.ts), so here it needs a charge that stands (402
 * otherwise). A failure leaves nothing half made. A form that is already converted answers its people id with a
 * fresh code ("if the person already exists, go straight to status").
 */
export default async function convertRoute(app: FastifyInstance) {
  route(app, formEndpoints.convertForm, async (request) => {
    const { id } = request.params;
    const converted = await app.db.transaction(async (tx): Promise<IssuedApplication> => {
      const row = await loadOwnedForm(app, request, id, { forUpdate: true }, tx);
      if (row.people_id !== null) return { peopleId: row.people_id, code: await issueConversionCode(app, tx, row.people_id) };

      const companyId = isCompanyId(row.company) ? row.company : request.company;
      const company = COMPANIES[companyId];
      const issuable = await issuableDraft(app, tx, row, company);
      // a variant that pays online is paid before it is submitted; at a post office the applicant pays there
      const payment = await app.formPayments.paid(id, tx);
      if (paysOnlineNow(company, issuable.draft) && !payment) throw new HttpError(402, 'Please pay for your application before you submit it', { code: 'payment_required' });
      return issueApplication(app, tx, { formId: id, companyId, company, issuable, paidAt: payment?.created_at ?? null });
    });
    return { Id: converted.peopleId, VerificationCode: converted.code };
  });
}
