import type { FastifyBaseLogger } from 'fastify';
import type { FormPaymentRepository } from '../../repositories';
import type { PaymentProcessor } from './types';

export interface PaymentServiceOptions {
  processor: PaymentProcessor;
  payments: FormPaymentRepository;
  log: FastifyBaseLogger;
  /** how often the refunds owed are tried again, and how long after the last try (default a minute each) */
  retryMs?: number;
}

/**
 * The card processor of the deployment and the refunds it owes (issue 40, decision 081): a charge whose
 * application cannot be issued is refunded at once; a refund the processor does not confirm stays `refund_due`
 * and is tried again every minute by every replica (taken with SKIP LOCKED and a lease, so one replica asks), until
 * the processor confirms it. The state is the table's: a restart loses no refund owed.
 */
export function createPaymentService({ processor, payments, log, retryMs = 60_000 }: PaymentServiceOptions) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<number> | undefined;

  /** Refunds one charge owed; true when the processor confirmed it. */
  async function refund(id: number, reference: string, amountCents: number): Promise<boolean> {
    try {
      const refundReference = await processor.refund({ reference, amountCents });
      await payments.markRefunded(id, refundReference);
      log.info({ paymentId: id }, 'charge refunded: its application could not be issued');
      return true;
    } catch (err) {
      await payments.refundFailed(id);
      log.error({ err, paymentId: id }, 'refund not confirmed by the processor; it will be tried again');
      return false;
    }
  }

  /** Tries every refund owed whose last try is a retry period old; answers how many the processor confirmed. */
  function retryDue(olderThanMs = retryMs): Promise<number> {
    running ??= (async () => {
      let confirmed = 0;
      // the refunds are asked outside any transaction: a transaction may run twice (decision 012)
      for (const due of await payments.takeRefundsDue(olderThanMs, 20)) if (await refund(due.id, due.reference!, due.amount_cents)) confirmed += 1;
      return confirmed;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    processor,
    refund,
    retryDue,
    start() {
      timer = setInterval(() => void retryDue().catch((err: unknown) => log.error({ err }, 'refund retry failed')), retryMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
