import { STATE_NAMES, STATES } from 'shared-contracts';
import { SimpleGrid, Stack } from 'ui-kit';
import { Fieldset } from 'ui-kit/form';
import { DraftSelect } from '../fields/draft-select';
import { DraftTextInput } from '../fields/draft-text-input';
import { countryOptions } from '../model/country-options';
import type { ReferenceData } from '../model/reference-data';

const BIRTH_STATES = STATES.map((s) => ({ value: s, label: STATE_NAMES[s] }));

export function BirthAndCitizenship({ reference }: { reference: ReferenceData }) {
  const countries = countryOptions(reference.countries);
  return (
    <Fieldset legend="Place of birth and citizenship">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DraftSelect path="Birthcountry" label="Country of birth" options={countries} required />
          <DraftTextInput path="Birthplace" label="Town or city of birth" required maxLength={100} />
          <DraftSelect path="Birthstate" label="State of birth" description="Overseas if born outside Australia" options={BIRTH_STATES} required />
        </SimpleGrid>
        <DraftSelect path="Citizenship" label="Citizenship" options={countries} required />
      </Stack>
    </Fieldset>
  );
}
