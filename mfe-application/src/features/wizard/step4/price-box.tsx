import { computeSummaryPrice, formatCents, type Company } from 'shared-contracts';
import { Paper, Stack, Text, Title } from 'ui-kit';
import { useDraft } from '../model/use-draft';

/** The price of spec §9: total less GST (and less the post office fee for auspost), with the GST and the total. */
export function PriceBox({ company }: { company: Company }) {
  const draft = useDraft();
  const price = computeSummaryPrice(company, draft);
  return (
    <Paper withBorder p="sm" aria-labelledby="price-title">
      <Title order={3} size="h5" id="price-title">
        Price
      </Title>
      <Stack gap={2} data-testid="price">
        <Text>Application fee: {formatCents(price.price)}</Text>
        {price.postOfficeFee !== undefined && <Text>Post office fee: {formatCents(price.postOfficeFee)}</Text>}
        <Text>GST: {formatCents(price.gst)}</Text>
        <Text fw={700}>Total: {formatCents(price.total)}</Text>
      </Stack>
    </Paper>
  );
}
