import type { FastifyInstance } from 'fastify';
import { COMPANIES, isCompanyId, PRODUCT_NAME, type Company, type CompanyId } from 'shared-contracts';
import { computeSummaryPrice, type PaymentResponse, cardBrand, normaliseCardNumber, formEndpoints } from 'shared-contracts/form';
import { HttpError } from '../../lib/http-error';
import { route, type EndpointRequest } from '../../lib/route';
import { randomToken } from '../../lib/secrets';
import type { PaymentAttempt } from '../../repositories';
import { loadOwnedForm, refuseCompleted } from './access';
import { issuableDraft, issueApplication, issueConversionCode, type IssuedApplication } from './issue';

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

export const PAYMENT_MESSAGES = {
  refunded: 'Your application changed while your card was being charged, so we have refunded the payment. Please check your answers and pay again.',
  refundOwed: 'Your application changed while your card was being charged, so the payment will be refunded. Please check your answers and pay again.',
  noOnlinePayment: 'This service does not take card payments online',
} as const;

/** The charge stands for another request's attempt, which settled it otherwise (refunded): nothing to do here. */
class SettledElsewhere extends Error {}

/**
 * POST /api/form/{id}/payment (issue 40, docs/decisions/081): a charge always ends in an issued application or a
 * refund.
 * 1. Under the form's row lock: the stored draft must be issuable, by the conversion's own check (issue.ts: the
 *    draft model, the ABN register, every step rule; a 400 with the field errors, and no charge, when it is not).
 *    The price is the server's (spec §9, computed from that draft, never the browser's). The attempt is recorded
 *    `pending` with a random idempotency key, the draft version and the amount; an attempt already pending (a lost
 *    answer, a second click) is charged again with its own key, which the processor answers with the first outcome.
 * 2. The card is charged, outside any transaction, with that key. Declined: 402, nothing charged. No answer: 502,
 *    the attempt stays pending for the next try.
 * 3. Under the row lock again: the attempt becomes paid and the application is issued in one transaction, if the
 *    draft is still the version and price that was charged and still issuable. Otherwise the charge is owed back:
 *    `refund_due`, refunded at once (else by the retries of services/payment), and the answer is 409.
 * The answer carries the people id and a conversion code, so the wizard logs in without a second call. A form
 * already paid and issued answers its charge again (no second charge) with a fresh code.
 */
export default async function paymentRoute(app: FastifyInstance) {
  route(
    app,
    formEndpoints.payForm,
    async (request) => {
      const { id } = request.params;
      const row = await loadOwnedForm(app, request, id);
      const companyId = isCompanyId(row.company) ? row.company : request.company;
      const company = COMPANIES[companyId];
      if (!company.paysOnline) throw new HttpError(400, PAYMENT_MESSAGES.noOnlinePayment, { code: 'no_online_payment' });

      const number = normaliseCardNumber(request.body.cardNumber);
      const plan = await app.db.transaction(async (tx): Promise<{ paid: PaymentAttempt; issued: IssuedApplication | null } | { attempt: PaymentAttempt; email: string }> => {
        const locked = await loadOwnedForm(app, request, id, { forUpdate: true }, tx);
        const paid = await app.formPayments.paid(id, tx);
        if (paid) return { paid, issued: locked.people_id === null ? null : { peopleId: locked.people_id, code: await issueConversionCode(app, tx, locked.people_id) } };
        refuseCompleted(locked);
        const { draft } = await issuableDraft(app, tx, locked, company);
        const pending = await app.formPayments.pending(id, tx);
        if (pending) return { attempt: pending, email: draft.Email ?? '' };
        const attempt = await app.formPayments.start(
          {
            formId: id,
            processor: app.payments.processor.name,
            idempotencyKey: randomToken(),
            draftVersion: locked.version,
            amountCents: computeSummaryPrice(company, draft).total,
            cardBrand: cardBrand(number),
            cardLast4: number.slice(-4),
            at: app.now(),
          },
          tx,
        );
        return { attempt, email: draft.Email ?? '' };
      });
      if ('paid' in plan) return answer(plan.paid, plan.paid.reference ?? '', plan.issued);
      return chargeAndIssue(app, request, { attempt: plan.attempt, email: plan.email, number, companyId, company });
    },
    { config: PAYMENT_RATE_LIMIT },
  );
}

function answer(attempt: Pick<PaymentAttempt, 'amount_cents'>, reference: string, issued: IssuedApplication | null): PaymentResponse {
  return { ok: true, reference, amount: attempt.amount_cents, ...(issued ? { Id: issued.peopleId, VerificationCode: issued.code } : {}) };
}

async function chargeAndIssue(
  app: FastifyInstance,
  request: EndpointRequest<typeof formEndpoints.payForm>,
  { attempt, email, number, companyId, company }: { attempt: PaymentAttempt; email: string; number: string; companyId: CompanyId; company: Company },
): Promise<PaymentResponse> {
  const { id } = request.params;
  let result;
  try {
    result = await app.payments.processor.charge({
      amountCents: attempt.amount_cents,
      description: `${PRODUCT_NAME} application ${id}`,
      email,
      card: { name: request.body.cardName, number, expiryMonth: request.body.expiryMonth, expiryYear: request.body.expiryYear, cvc: request.body.cvc },
      idempotencyKey: attempt.idempotency_key!,
    });
  } catch (err) {
    request.log.error({ err, paymentId: attempt.id }, 'the card processor did not answer: the attempt stays pending');
    throw new HttpError(502, 'The card processor did not confirm the charge', { code: 'payment_unconfirmed' });
  }
  if (!result.ok) {
    await app.formPayments.declined(attempt.id, result.message);
    throw new HttpError(402, result.message, { code: 'card_declined' });
  }

  const reference = result.reference;
  try {
    const issued = await app.db.transaction(async (tx): Promise<IssuedApplication> => {
      const locked = await loadOwnedForm(app, request, id, { forUpdate: true }, tx);
      if (!(await app.formPayments.markPaid(attempt.id, reference, tx))) {
        // a twin request (the same key, so the same charge) settled the attempt first
        const settled = await app.formPayments.find(attempt.id, tx);
        if (settled?.status === 'paid' && locked.people_id !== null) return { peopleId: locked.people_id, code: await issueConversionCode(app, tx, locked.people_id) };
        throw new SettledElsewhere();
      }
      refuseCompleted(locked);
      if (locked.version !== attempt.draft_version) throw new HttpError(409, 'The form changed while the card was charged', { code: 'form_changed' });
      const issuable = await issuableDraft(app, tx, locked, company);
      if (computeSummaryPrice(company, issuable.draft).total !== attempt.amount_cents) throw new HttpError(409, 'The price changed while the card was charged', { code: 'form_changed' });
      return issueApplication(app, tx, { formId: id, companyId, company, issuable, paidAt: attempt.created_at });
    });
    return answer(attempt, reference, issued);
  } catch (error) {
    if (error instanceof SettledElsewhere) throw new HttpError(409, PAYMENT_MESSAGES.refunded, { code: 'payment_refunded' });
    // the charge stands and nothing was issued: it is owed back. If even that cannot be recorded (the database is
    // away), the attempt stays pending with its key and the applicant's next try settles it with the same charge.
    await app.formPayments.markRefundDue(attempt.id, reference, error instanceof Error ? error.message.slice(0, 500) : 'not issued');
    request.log.warn({ err: error, paymentId: attempt.id }, 'a charge whose application could not be issued is refunded');
    const refunded = await app.payments.refund(attempt.id, reference, attempt.amount_cents);
    throw new HttpError(409, refunded ? PAYMENT_MESSAGES.refunded : PAYMENT_MESSAGES.refundOwed, { code: 'payment_refunded' });
  }
}
