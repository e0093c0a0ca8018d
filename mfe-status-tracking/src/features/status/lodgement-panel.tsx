import { formatCents } from 'shared-contracts';
import type { LodgementOption, PeopleRecord } from 'shared-contracts/tracking';
import { Paper, Section, Stack, Text } from 'ui-kit';
import { Badge } from 'ui-kit/widgets';

export function LodgementPanel({ person, options }: { person: PeopleRecord; options: LodgementOption[] }) {
  const chosen = person.ExtraData?.lodgementOption;
  const settled = Boolean(person.Charges?.paid) || Boolean(person._ausCheckUploaded);
  const offered = options.filter((o) => (settled ? o.Id === chosen : o.available || o.Id === chosen));
  if (offered.length === 0) return null;
  return (
    <Section headingId="lodgement-heading" heading="Lodging your identity documents" gap="sm">
      {person._ausCheckUploaded ? <Text>Your documents have been checked and your application is lodged.</Text> : <Text>Bring your original identity documents to be checked in one of these ways:</Text>}
      <Stack gap="xs">
        {offered.map((option) => (
          <Paper key={option.Id} withBorder p="sm" radius="sm" data-lodgement={option.Id}>
            <Text fw={700} component="div">
              {option.Name} {option.Id === chosen && <Badge variant="light" color="dark" ml="xs">Your choice</Badge>}
            </Text>
            <Text size="sm">{option.Description}</Text>
            {!settled && option.price !== undefined && <Text size="sm">Total {formatCents(option.price)} including GST</Text>}
          </Paper>
        ))}
      </Stack>
    </Section>
  );
}
