/** A charge as the processor sees it: the amount in cents (AUD) and the card, which is never stored. */
export interface ChargeRequest {
  amountCents: number;
  description: string;
  email: string;
  card: { name: string; number: string; expiryMonth: number; expiryYear: number; cvc: string };
  /**
   * The attempt's key (issue 40): a processor answers a second charge with the same key with the first one's
   * outcome instead of charging again, so a retry after a lost answer cannot charge twice.
   */
  idempotencyKey: string;
}

export type ChargeResult = { ok: true; reference: string } | { ok: false; message: string };

/** A refund of a whole charge, by the charge's reference. */
export interface RefundRequest {
  reference: string;
  amountCents: number;
}

export interface PaymentProcessor {
  readonly name: string;
  /** Charges the card: declined is an answer; a failure whose outcome is unknown (timeout, 5xx) throws. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Refunds a charge and answers the refund's reference; throws when the processor did not confirm it. */
  refund(request: RefundRequest): Promise<string>;
}
