import { PREVIOUS_NAME_TYPES } from 'shared-contracts';
import { Group, Paper, SimpleGrid, Stack, Text } from 'ui-kit';
import { Button, Fieldset } from 'ui-kit/form';
import { DraftCheckbox } from '../fields/draft-checkbox';
import { DraftSelect } from '../fields/draft-select';
import { DraftTextInput } from '../fields/draft-text-input';
import { useDraftSelect, useDraftValue } from '../form/wizard-form';
import { draftHome } from '../model/draft';

const TYPES = PREVIOUS_NAME_TYPES.map((t) => ({ value: t, label: t }));
const MAX_PREVIOUS_NAMES = 10;

export function PreviousNames() {
  const count = useDraftSelect((d) => d._previousNames?.length ?? 0);
  const names = Array.from({ length: count }, (_, i) => i);
  return (
    <Fieldset legend="Previous names">
      <Stack gap="sm">
        <Text size="sm">List every other name you have been known by, including a maiden name. Leave this empty if there are none.</Text>
        {names.map((i) => (
          <Paper key={i} withBorder p="sm">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600}>Previous name {i + 1}</Text>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => draftHome.update((d) => ({ ...d, _previousNames: (d._previousNames ?? []).filter((_, j) => j !== i) }))}
                >
                  Remove previous name {i + 1}
                </Button>
              </Group>
              <DraftCheckbox path={`_previousNames.${i}._singlename`} label="This was a single name" />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <DraftTextInput path={`_previousNames.${i}.Firstname`} label="First name" required maxLength={50} />
                <DraftTextInput path={`_previousNames.${i}.Middlenames`} label="Middle names" maxLength={100} />
                <PreviousSurname i={i} />
              </SimpleGrid>
              <DraftSelect path={`_previousNames.${i}.previousNameTypes`} label="Type of name" options={TYPES} required />
            </Stack>
          </Paper>
        ))}
        {names.length < MAX_PREVIOUS_NAMES && (
          <Group>
            <Button variant="light" onClick={() => draftHome.update((d) => ({ ...d, _previousNames: [...(d._previousNames ?? []), {}] }))}>
              Add a previous name
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}

function PreviousSurname({ i }: { i: number }) {
  const single = useDraftValue<boolean | undefined>(`_previousNames.${i}._singlename`);
  return single ? null : <DraftTextInput path={`_previousNames.${i}.Surname`} label="Surname" required maxLength={50} />;
}
