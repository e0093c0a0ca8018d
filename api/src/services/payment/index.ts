import { randomToken } from '../../lib/secrets';
import { gatewayCharge } from './gateway';

/** A charge as the processor sees it: the amount in cents (AUD) and the card, which is never stored. */
export interface ChargeRequest {
  amountCents: number;
  description: string;
  email: string;
  card: { name: string; number: string; expiryMonth: number; expiryYear: number; cvc: string };
}

export type ChargeResult = { ok: true; reference: string } | { ok: false; message: string };

export interface PaymentProcessor {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** The sandbox's declining test card (documented in api/README.md): every charge on it is declined. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const DECLINED_MESSAGE = 'Your card was declined. Please check the details or use another card.';

/**
 * The local default processor (ARCHITECTURE.md: a sandbox payment processor): accepts every valid card except
 * the declining test card and an expired card, so every journey runs on one machine with no money moving.
 */
export function sandboxProcessor(now: () => Date = () => new Date()): PaymentProcessor {
  return {
    name: 'sandbox',
    async charge({ card }) {
      const today = now();
      const expired = card.expiryYear < today.getFullYear() || (card.expiryYear === today.getFullYear() && card.expiryMonth < today.getMonth() + 1);
      if (expired) return { ok: false, message: 'Your card has expired. Please use another card.' };
      if (card.number === SANDBOX_DECLINED_CARD) return { ok: false, message: DECLINED_MESSAGE };
      return { ok: true, reference: `sandbox_${randomToken(12)}` };
    },
  };
}

/**
 * The processor of this deployment: a real gateway when PAYMENT_GATEWAY_URL and PAYMENT_GATEWAY_SECRET are set
 * (a Pin Payments style charges API: POST {url}/charges with the secret key as the basic-auth user), else the
 * sandbox.
 */
export function paymentProcessor(env: NodeJS.ProcessEnv = process.env): PaymentProcessor {
  const url = env.PAYMENT_GATEWAY_URL;
  const secret = env.PAYMENT_GATEWAY_SECRET;
  if (url && secret) return { name: 'gateway', charge: (request) => gatewayCharge(url, secret, request) };
  return sandboxProcessor();
}
