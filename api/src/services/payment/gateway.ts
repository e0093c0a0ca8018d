import type { ChargeRequest, ChargeResult } from './index';

interface GatewayAnswer {
  response?: { token?: string; success?: boolean; status_message?: string };
  error?: string;
  error_description?: string;
}

/**
 * A charge through a Pin Payments style gateway (POST /charges, form fields, secret key as basic-auth user).
 * A 4xx with an error description is a decline with that message; anything else is a failure (thrown).
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
  const response = await fetch(`${baseUrl.replace(/\/$/, '')}/charges`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from(`${secret}:`).toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
    signal: AbortSignal.timeout(20_000),
  });
  const answer = (await response.json().catch(() => ({}))) as GatewayAnswer;
  if (response.ok && answer.response?.success && answer.response.token) return { ok: true, reference: answer.response.token };
  if (response.status >= 400 && response.status < 500) return { ok: false, message: answer.error_description || answer.response?.status_message || 'Your card was declined.' };
  throw new Error(`Payment gateway answered ${response.status}`);
}
