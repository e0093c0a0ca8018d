import { EMPLOYER_STATES, STATE_NAMES } from 'shared-contracts';
import { SimpleGrid, Stack, Text } from 'ui-kit';
import { Fieldset } from 'ui-kit/form';
import { DraftSelect } from '../fields/draft-select';
import { DraftTextInput } from '../fields/draft-text-input';
import { useDraftValue } from '../form/wizard-form';
import { SuburbField } from '../step2/suburb-field';

const STATES = EMPLOYER_STATES.map((s) => ({ value: s, label: STATE_NAMES[s] }));

export function EmployerDetails() {
  const state = useDraftValue('Employerstate');
  return (
    <Fieldset legend="Your employer">
      <Stack gap="sm">
        <Text size="sm">We will email your contact a link to confirm and sign your operational need.</Text>
        <DraftTextInput path="Employername" label="Employer name" required maxLength={100} autoComplete="organization" />
        <DraftTextInput path="Employeraddress" label="Street address" required maxLength={100} />
        {/* the state first, then the suburb from its localities (issue 39: the employer's suburb was plain text) */}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DraftSelect path="Employerstate" label="State or territory" options={STATES} required />
          <SuburbField paths={{ suburb: 'Employersuburb', postcode: 'Employerpostcode' }} state={state} />
          <DraftTextInput path="Employerpostcode" label="Postcode" required maxLength={5} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DraftTextInput path="Employerfirstname" label="Contact's first name" required maxLength={50} />
          <DraftTextInput path="Employersurname" label="Contact's surname" required maxLength={50} />
          <DraftTextInput path="Employeremail" label="Contact's email address" type="email" required maxLength={100} />
          <DraftTextInput path="Employerphone" label="Contact's phone number" type="tel" required maxLength={15} />
        </SimpleGrid>
        <DraftTextInput path="Employerposition" label="Contact's position" required maxLength={100} />
      </Stack>
    </Fieldset>
  );
}
