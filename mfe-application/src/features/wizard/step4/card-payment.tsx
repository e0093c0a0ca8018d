import { formatCents } from 'shared-contracts';
import { formatCardExpiry, parseCardExpiry, type CardDetails, type PaymentRequest } from 'shared-contracts/form';
import { SimpleGrid, Stack, Text } from 'ui-kit';
import { Fieldset, TextInput, type SchemaForm } from 'ui-kit/form';

export function toPaymentRequest(card: CardDetails): PaymentRequest {
  const expiry = parseCardExpiry(card.expiry) ?? { month: 0, year: 0 };
  return { cardName: card.cardName.trim(), cardNumber: card.cardNumber, expiryMonth: expiry.month, expiryYear: expiry.year, cvc: card.cvc };
}

const FIELDS: { key: keyof CardDetails; label: string; autoComplete: string; maxLength: number }[] = [
  { key: 'cardName', label: 'Name on the card', autoComplete: 'cc-name', maxLength: 100 },
  { key: 'cardNumber', label: 'Card number', autoComplete: 'cc-number', maxLength: 23 },
  { key: 'expiry', label: 'Expiry date (MM/YY)', autoComplete: 'cc-exp', maxLength: 7 },
  { key: 'cvc', label: 'Security code (CVC)', autoComplete: 'cc-csc', maxLength: 3 },
];

/** The card goes to the payment processor and is not stored. */
export function CardPayment<V extends { card: CardDetails }>({ form, declined, amount }: { form: SchemaForm<V>; declined?: string | undefined; amount: number }) {
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
          {FIELDS.map((f) => {
            const path = `card.${f.key}`;
            const binding = form.field(path, { label: f.label });
            return (
              <TextInput
                key={f.key}
                {...binding}
                required
                autoComplete={f.autoComplete}
                inputMode={f.key === 'cardName' ? 'text' : 'numeric'}
                maxLength={f.maxLength}
                // the expiry as the card shows it once typed in any form ("0828" reads 08/28)
                {...(f.key === 'expiry'
                  ? {
                      description: 'As on the card: 4 digits, such as 0828',
                      onBlur: () => {
                        const expiry = parseCardExpiry(String(form.getValues().card.expiry ?? ''));
                        if (expiry) form.setValue(path, formatCardExpiry(expiry));
                        binding.onBlur();
                      },
                    }
                  : {})}
              />
            );
          })}
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
