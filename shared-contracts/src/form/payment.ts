import * as z from 'zod/mini';
import { FIELD_MESSAGES } from '../rules/field-messages';
import { isPaymentCardNumber, isPaymentCvc } from './payment-card';
import { Id, printable } from '../rules/common';

/** The server charges the price it computes itself (spec §9), never an amount the browser sends. */
export const PaymentRequest = z.object({
  cardName: z.string().check(z.minLength(1, 'Enter the name on the card'), z.maxLength(100)),
  cardNumber: z.string().check(z.maxLength(23), z.refine(isPaymentCardNumber, FIELD_MESSAGES.cardNumberPayment)),
  expiryMonth: z.int().check(z.minimum(1, 'Enter the expiry month'), z.maximum(12, 'Enter the expiry month')),
  expiryYear: z.int().check(z.minimum(2000, 'Enter the expiry year'), z.maximum(2100, 'Enter the expiry year')),
  cvc: z.string().check(z.refine(isPaymentCvc, FIELD_MESSAGES.cvc)),
});
export type PaymentRequest = z.infer<typeof PaymentRequest>;

/** A charge issues the draft: `Id` and `VerificationCode` as the conversion answers them. */
export const PaymentResponse = z.object({
  ok: z.boolean(),
  reference: printable(100),
  amount: z.int().check(z.minimum(0)),
  Id: z.optional(Id),
  VerificationCode: z.optional(printable(32)),
});
export type PaymentResponse = z.infer<typeof PaymentResponse>;
