import { formatCents, formatDate, type Company } from 'shared-contracts';
import type { PeopleRecord } from 'shared-contracts/tracking';
import { Group, Section, Stack, Text } from 'ui-kit';

export function ChargesPanel({ person, company }: { person: PeopleRecord; company: Company }) {
  const charges = person.Charges;
  if (!charges) return null;
  const { paid } = charges;
  const timeZone = company.timeZone;
  const companyAccount = charges.arrangement === 'company-account';
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
      ) : charges.arrangement === 'post-office' ? (
        <Text>You pay {formatCents(charges.total)} (GST included) at the post office counter when you lodge your application.</Text>
      ) : (
        <Text>You pay {formatCents(charges.total)} (GST included) when you lodge your application.</Text>
      )}
      {!companyAccount && (
        <Stack gap={4} maw={480} component="dl" m={0}>
          {charges.lines.map((line) => (
            <Group key={line.description} justify="space-between" wrap="nowrap">
              <Text component="dt">{line.description}</Text>
              <Text component="dd" m={0}>
                {formatCents(line.amount)}
              </Text>
            </Group>
          ))}
          <Group justify="space-between" wrap="nowrap">
            <Text component="dt" c="#4a4a4a">
              GST included
            </Text>
            <Text component="dd" m={0} c="#4a4a4a">
              {formatCents(paid && paid.amount !== charges.total ? Math.round(paid.amount / 11) : charges.gst)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text component="dt" fw={700}>
              {paid ? 'Total paid' : 'Total'}
            </Text>
            <Text component="dd" m={0} fw={700}>
              {formatCents(paid ? paid.amount : charges.total)}
            </Text>
          </Group>
        </Stack>
      )}
    </Section>
  );
}
