import { formatDate, PRODUCT_NAME, SITE, type AustralianTimeZone } from 'shared-contracts';
import { idToTrackingNumber, type PeopleRecord } from 'shared-contracts/tracking';
import { Paper, SimpleGrid, Text } from 'ui-kit';

const APP_TYPE_NAMES = { S: 'New card', R: 'Renewal', A: 'Based on a current ASIC' } as const;

export const cardKindOfPerson = (person: PeopleRecord): string => ((person.TrackingNumber ?? '').startsWith('VEA') ? 'ASIC' : PRODUCT_NAME);

function cardDescription(person: PeopleRecord): string {
  const card = cardKindOfPerson(person);
  const provisional = person.ExtraData?.Provisional ? ' (provisional: you are under 18)' : '';
  if (person.Site === SITE.assetJobReady) return `Job Ready ${card}${provisional}`;
  const colour = card === PRODUCT_NAME ? person.OperationalNeedPublic?.Colour : undefined;
  const years = person.Appsubtype === '2' || person.Appsubtype === '4' ? `, ${person.Appsubtype} years` : '';
  return `${colour ? `${colour === 'white' ? 'White' : 'Blue'} ${card}` : card}${years}${provisional}`;
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="#4a4a4a">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

export function ApplicationSummary({ person, timeZone }: { person: PeopleRecord; timeZone: AustralianTimeZone }) {
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Item label="Applicant" value={[person.Firstname, person.Surname].filter(Boolean).join(' ') || 'Applicant'} />
        <Item label="Tracking number" value={person.TrackingNumber ?? idToTrackingNumber(person.Id)} />
        <Item label="Card" value={cardDescription(person)} />
        {person.Apptype && <Item label="Application" value={APP_TYPE_NAMES[person.Apptype]} />}
        {person.OperationalNeedPublic && <Item label="Operational need" value={person.OperationalNeedPublic.ShortReason} />}
        {person._ausCheckUploaded && <Item label="Lodgement date" value={formatDate(person._ausCheckUploaded, timeZone)} />}
      </SimpleGrid>
    </Paper>
  );
}
