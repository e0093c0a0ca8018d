import * as z from 'zod/mini';
import { FIELD_MESSAGES } from '../rules/field-messages';
import { isPaymentCardNumber, isPaymentCvc } from './payment-card';
import { Id, printable } from '../rules/common';

/**
 * POST /api/form/{id}/payment: the card payment of a variant that pays online (issue 3; the spec shows no
 * payment call, so this one is chosen). The server charges the price it computes itself (spec §9), never an
 * amount the browser sends. The card details go to the payment processor and are not stored.
 */
export const PaymentRequest = z.object({
  cardName: z.string().check(z.minLength(1, 'Enter the name on the card'), z.maxLength(100)),
  cardNumber: z.string().check(z.maxLength(23), z.refine(isPaymentCardNumber, FIELD_MESSAGES.cardNumberPayment)),
  expiryMonth: z.int().check(z.minimum(1, 'Enter the expiry month'), z.maximum(12, 'Enter the expiry month')),
  expiryYear: z.int().check(z.minimum(2000, 'Enter the expiry year'), z.maximum(2100, 'Enter the expiry year')),
  cvc: z.string().check(z.refine(isPaymentCvc, FIELD_MESSAGES.cvc)),
});
export type PaymentRequest = z.infer<typeof PaymentRequest>;

/**
 * The charge: its processor reference and the amount in cents. A declined card is a 402 with the processor's
 * message. A charge is taken only for a draft that can be issued, and issues it (issue 40): `Id` and
 * `VerificationCode` are the people record and its conversion code, as the conversion answers them (absent only for
 * a charge of before, not yet issued: the conversion issues it).
 */
export const PaymentResponse = z.object({
  ok: z.boolean(),
  reference: printable(100),
  amount: z.int().check(z.minimum(0)),
  Id: z.optional(Id),
  VerificationCode: z.optional(printable(32)),
});
export type PaymentResponse = z.infer<typeof PaymentResponse>;
