import { formatCents } from 'shared-contracts';
import { FIELD_MESSAGES, type PaymentRequest } from 'shared-contracts/api';
import { formatCardExpiry, isPaymentCardNumber, isPaymentCvc, parseCardExpiry } from 'shared-contracts/validators';
import { SimpleGrid, Stack, Text } from 'ui-kit';
import { Fieldset, TextInput } from 'ui-kit/forms';

export interface CardFields {
  cardName: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export const emptyCard = (): CardFields => ({ cardName: '', cardNumber: '', expiry: '', cvc: '' });

/** The card rules of spec §5 (Visa or Mastercard number, CVC of 3 digits) plus name and an MM/YY expiry. */
export function cardErrors(card: CardFields, today = new Date()): Partial<Record<keyof CardFields, string>> {
  const e: Partial<Record<keyof CardFields, string>> = {};
  if (!card.cardName.trim()) e.cardName = 'Enter the name on the card';
  if (!isPaymentCardNumber(card.cardNumber)) e.cardNumber = FIELD_MESSAGES.cardNumberPayment;
  // typed on a numeric keypad (no "/"), "0828" is August 2028 (issue 39)
  const expiry = parseCardExpiry(card.expiry);
  if (!expiry) e.expiry = 'Enter the expiry date as on the card, MM/YY, for example 08/28';
  else if (expiry.year < today.getFullYear() || (expiry.year === today.getFullYear() && expiry.month < today.getMonth() + 1)) e.expiry = 'This card has expired';
  if (!isPaymentCvc(card.cvc)) e.cvc = FIELD_MESSAGES.cvc;
  return e;
}

export function toPaymentRequest(card: CardFields): PaymentRequest {
  const expiry = parseCardExpiry(card.expiry) ?? { month: 0, year: 0 };
  return { cardName: card.cardName.trim(), cardNumber: card.cardNumber, expiryMonth: expiry.month, expiryYear: expiry.year, cvc: card.cvc };
}

const FIELDS: { key: keyof CardFields; label: string; autoComplete: string; maxLength: number }[] = [
  { key: 'cardName', label: 'Name on the card', autoComplete: 'cc-name', maxLength: 100 },
  { key: 'cardNumber', label: 'Card number', autoComplete: 'cc-number', maxLength: 23 },
  { key: 'expiry', label: 'Expiry date (MM/YY)', autoComplete: 'cc-exp', maxLength: 7 },
  { key: 'cvc', label: 'Security code (CVC)', autoComplete: 'cc-csc', maxLength: 3 },
];

function expiryShown(card: CardFields, onChange: (c: CardFields) => void) {
  const expiry = parseCardExpiry(card.expiry);
  if (expiry && formatCardExpiry(expiry) !== card.expiry) onChange({ ...card, expiry: formatCardExpiry(expiry) });
}

/** Each card field's label, as the field and the error summary show it. */
export const CARD_LABELS: Record<keyof CardFields, string> = Object.fromEntries(FIELDS.map((f) => [f.key, f.label])) as Record<keyof CardFields, string>;

/**
 * Card payment for the variants that pay online; the card goes to the payment processor and is not stored.
 * `amount` (cents) is the summary's total, the figure the API charges and the invoice shows.
 */
export function CardPayment({
  card,
  onChange,
  errors,
  declined,
  amount,
}: {
  card: CardFields;
  onChange: (c: CardFields) => void;
  errors: Partial<Record<keyof CardFields, string>>;
  declined?: string;
  amount: number;
}) {
  return (
    <Fieldset legend="Pay by card">
      <Stack gap="sm">
        <Text size="sm" data-testid="payment-amount">
          We accept Visa and Mastercard. Your card is charged {formatCents(amount)} when you submit your application.
        </Text>
        {declined && (
          <Text c="red.9" role="alert">
            {declined}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map((f) => (
            <TextInput
              key={f.key}
              id={`field-card-${f.key}`}
              label={f.label}
              withAsterisk
              autoComplete={f.autoComplete}
              inputMode={f.key === 'cardName' ? 'text' : 'numeric'}
              maxLength={f.maxLength}
              value={card[f.key]}
              error={errors[f.key]}
              onChange={(e) => onChange({ ...card, [f.key]: e.currentTarget.value })}
              // the expiry as the card shows it once typed in any form ("0828" reads 08/28)
              {...(f.key === 'expiry' ? { onBlur: () => expiryShown(card, onChange), description: 'As on the card: 4 digits, such as 0828' } : {})}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
