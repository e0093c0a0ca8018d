import type { ChargeRequest, ChargeResult, PaymentProcessor, RefundRequest } from './types';

interface GatewayAnswer {
  response?: { token?: string; success?: boolean; status_message?: string };
  error?: string;
  error_description?: string;
}

const authorization = (secret: string) => `Basic ${Buffer.from(`${secret}:`).toString('base64')}`;
const base = (url: string) => url.replace(/\/$/, '');

/**
 * A charge through a Pin Payments style gateway (POST /charges, form fields, secret key as basic-auth user), with
 * the attempt's Idempotency-Key header. A 4xx with an error description is a decline with that message; anything
 * else is a failure whose outcome is unknown (thrown): the attempt stays pending and its next try sends the same key.
 */
export async function gatewayCharge(baseUrl: string, secret: string, request: ChargeRequest): Promise<ChargeResult> {
  const body = new URLSearchParams({
    amount: String(request.amountCents),
    currency: 'AUD',
    description: request.description,
    email: request.email,
    'card[number]': request.card.number,
    'card[expiry_month]': String(request.card.expiryMonth),
    'card[expiry_year]': String(request.card.expiryYear),
    'card[cvc]': request.card.cvc,
    'card[name]': request.card.name,
  });
  const response = await fetch(`${base(baseUrl)}/charges`, {
    method: 'POST',
    headers: { Authorization: authorization(secret), 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': request.idempotencyKey },
    body,
    signal: AbortSignal.timeout(20_000),
  });
  const answer = (await response.json().catch(() => ({}))) as GatewayAnswer;
  if (response.ok && answer.response?.success && answer.response.token) return { ok: true, reference: answer.response.token };
  if (response.status >= 400 && response.status < 500) return { ok: false, message: answer.error_description || answer.response?.status_message || 'Your card was declined.' };
  throw new Error(`Payment gateway answered ${response.status}`);
}

/** A refund of a whole charge (POST /charges/{token}/refunds); anything but a confirmed refund throws, to be tried again. */
export async function gatewayRefund(baseUrl: string, secret: string, request: RefundRequest): Promise<string> {
  const response = await fetch(`${base(baseUrl)}/charges/${encodeURIComponent(request.reference)}/refunds`, {
    method: 'POST',
    headers: { Authorization: authorization(secret), 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': `refund-${request.reference}` },
    body: new URLSearchParams({ amount: String(request.amountCents) }),
    signal: AbortSignal.timeout(20_000),
  });
  const answer = (await response.json().catch(() => ({}))) as GatewayAnswer;
  if (response.ok && answer.response?.token) return answer.response.token;
  throw new Error(`Payment gateway refused the refund of ${request.reference}: ${response.status} ${answer.error_description ?? ''}`.trim());
}

/** The gateway processor of a deployment with PAYMENT_GATEWAY_URL and PAYMENT_GATEWAY_SECRET. */
export function gatewayProcessor(baseUrl: string, secret: string): PaymentProcessor {
  return {
    name: 'gateway',
    charge: (request) => gatewayCharge(baseUrl, secret, request),
    refund: (request) => gatewayRefund(baseUrl, secret, request),
  };
}
