import { randomToken } from '../../lib/secrets';
import { gatewayProcessor } from './gateway';
import type { ChargeResult, PaymentProcessor } from './types';

export type { ChargeRequest, ChargeResult, PaymentProcessor, RefundRequest } from './types';

/** The sandbox's declining test card (documented in api/README.md): every charge on it is declined. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const DECLINED_MESSAGE = 'Your card was declined. Please check the details or use another card.';

/**
 * The local default processor (ARCHITECTURE.md: a sandbox payment processor): accepts every valid card except
 * the declining test card and an expired card, so every journey runs on one machine with no money moving. Like a
 * gateway, it answers a charge with a key it has seen with that charge's outcome, and refunds what it charged.
 */
export function sandboxProcessor(now: () => Date = () => new Date()): PaymentProcessor {
  const charges = new Map<string, ChargeResult>();
  return {
    name: 'sandbox',
    async charge({ card, idempotencyKey }) {
      const seen = charges.get(idempotencyKey);
      if (seen) return seen;
      const today = now();
      const expired = card.expiryYear < today.getFullYear() || (card.expiryYear === today.getFullYear() && card.expiryMonth < today.getMonth() + 1);
      const result: ChargeResult = expired
        ? { ok: false, message: 'Your card has expired. Please use another card.' }
        : card.number === SANDBOX_DECLINED_CARD
          ? { ok: false, message: DECLINED_MESSAGE }
          : { ok: true, reference: `sandbox_${randomToken(12)}` };
      charges.set(idempotencyKey, result);
      return result;
    },
    async refund({ reference }) {
      return `sandbox_refund_${reference.replace(/^sandbox_/, '')}`;
    },
  };
}

/**
 * The processor of this deployment: a real gateway when PAYMENT_GATEWAY_URL and PAYMENT_GATEWAY_SECRET are set
 * (a Pin Payments style charges API: POST {url}/charges with the secret key as the basic-auth user), else the
 * sandbox (refused in production, api/src/env.ts).
 */
export function paymentProcessor(env: { PAYMENT_GATEWAY_URL?: string | undefined; PAYMENT_GATEWAY_SECRET?: string | undefined }): PaymentProcessor {
  const url = env.PAYMENT_GATEWAY_URL;
  const secret = env.PAYMENT_GATEWAY_SECRET;
  if (url && secret) return gatewayProcessor(url, secret);
  return sandboxProcessor();
}
