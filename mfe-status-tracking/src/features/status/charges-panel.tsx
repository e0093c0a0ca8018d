import { formatCents, formatDate, type Company } from 'shared-contracts';
import type { PeopleRecord } from 'shared-contracts/tracking';
import { Group, Section, Stack, Text } from 'ui-kit';

export function ChargesPanel({ person, company }: { person: PeopleRecord; company: Company }) {
  const charges = person.Charges;
  if (!charges) return null;
  const { paid } = charges;
  const timeZone = company.timeZone;
  const companyAccount = charges.arrangement === 'company-account';
  const rows: { label: string; amount: number; c?: string; fw?: number }[] = [
    ...charges.lines.map((line) => ({ label: line.description, amount: line.amount })),
    { label: 'GST included', amount: paid && paid.amount !== charges.total ? Math.round(paid.amount / 11) : charges.gst, c: '#4a4a4a' },
    { label: paid ? 'Total paid' : 'Total', amount: paid ? paid.amount : charges.total, fw: 700 },
  ];
  return (
    <Section headingId="charges-heading" heading="Payment" gap="sm">
      {paid ? (
        <Text data-testid="amount-paid">
          You paid <strong>{formatCents(paid.amount)}</strong> by card
          {paid.paidAt ? ` on ${formatDate(paid.paidAt, timeZone)}` : ''}
          {paid.reference ? ` (reference ${paid.reference})` : ''}. Your tax invoice is under Downloads.
        </Text>
      ) : companyAccount ? (
        <Text>Your card is paid for through the {company.name} company account: you have nothing to pay.</Text>
      ) : (
        <Text>
          You pay {formatCents(charges.total)} (GST included){charges.arrangement === 'post-office' ? ' at the post office counter' : ''} when you lodge your application.
        </Text>
      )}
      {!companyAccount && (
        <Stack gap={4} maw={480} component="dl" m={0}>
          {rows.map((row) => (
            <Group key={row.label} justify="space-between" wrap="nowrap">
              <Text component="dt" c={row.c} fw={row.fw}>
                {row.label}
              </Text>
              <Text component="dd" m={0} c={row.c} fw={row.fw}>
                {formatCents(row.amount)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}
