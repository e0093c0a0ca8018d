import type { FastifyInstance } from 'fastify';
import { COMPANIES, computeSummaryPrice, isCompanyId, PRODUCT_NAME } from 'shared-contracts';
import { endpoints } from 'shared-contracts/api';
import { cardBrand, normaliseCardNumber } from 'shared-contracts/validators';
import { HttpError } from '../../lib/http-error';
import { route } from '../../lib/route';
import { paymentProcessor } from '../../services/payment';
import { FORM_ERRORS, loadOwnedForm } from './access';
import { derivedDraft } from './derive';

/**
 * Card payments: a few attempts a minute per draft form (card testing is the abuse to stop). Keyed by the form,
 * not the client address: applicants at one port or airport often share one address, and a form is reached only
 * with its own key.
 */
const PAYMENT_RATE_LIMIT = {
  rateLimit: {
    max: 5,
    timeWindow: '1 minute',
    keyGenerator: (request: { params: unknown; ip: string }) => `payment:${String((request.params as { id?: unknown }).id ?? request.ip)}`,
  },
} as const;

/**
 * POST /api/form/{id}/payment: charges the price of spec §9, computed here from the saved draft as the draft model
 * derives it, and its company (never an amount, nor a flag like Provisional, from the browser), through the payment adapter. A form already paid is not charged again.
 */
export default async function paymentRoute(app: FastifyInstance) {
  const processor = paymentProcessor();
  route(
    app,
    endpoints.payForm,
    async (request) => {
      const { id } = request.params;
      const row = await loadOwnedForm(app, request, id);
      if (row.people_id !== null) throw new HttpError(409, FORM_ERRORS.completed, { code: 'form_completed' });
      const companyId = isCompanyId(row.company) ? row.company : request.company;
      const company = COMPANIES[companyId];
      if (!company.paysOnline) throw new HttpError(400, 'This service does not take card payments online', { code: 'no_online_payment' });
      const [paid] = await app.db.query<{ reference: string; amount_cents: number }>(
        `SELECT reference, amount_cents FROM form_payment WHERE draft_form_id = $1 AND status = 'paid' ORDER BY id DESC LIMIT 1`,
        [id],
      );
      if (paid) return { ok: true, reference: paid.reference, amount: paid.amount_cents };

      // the price of the draft model's record (issue 15): provisional from the birth date, the sponsor's subtype, …
      const draft = await derivedDraft(app, app.db, company, row.data, row.data);
      const amount = computeSummaryPrice(company, draft).total;
      const number = normaliseCardNumber(request.body.cardNumber);
      const result = await processor.charge({
        amountCents: amount,
        description: `${PRODUCT_NAME} application ${id}`,
        email: row.data.Email ?? '',
        card: { name: request.body.cardName, number, expiryMonth: request.body.expiryMonth, expiryYear: request.body.expiryYear, cvc: request.body.cvc },
      });
      await app.db.query(
        `INSERT INTO form_payment (draft_form_id, processor, reference, amount_cents, card_brand, card_last4, status, message) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, processor.name, result.ok ? result.reference : null, amount, cardBrand(number), number.slice(-4), result.ok ? 'paid' : 'declined', result.ok ? null : result.message],
      );
      if (!result.ok) throw new HttpError(402, result.message, { code: 'card_declined' });
      return { ok: true, reference: result.reference, amount };
    },
    { config: PAYMENT_RATE_LIMIT },
  );
}
