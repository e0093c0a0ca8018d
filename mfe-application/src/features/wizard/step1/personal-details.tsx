import { GENDER_LABELS, GENDER_VALUES, PREFERRED_CONTACT_FIELD, PREFERRED_CONTACT_LABEL, PREFERRED_CONTACTS } from 'shared-contracts';
import { SimpleGrid, Stack } from 'ui-kit';
import { Fieldset } from 'ui-kit/form';
import { DraftCheckbox } from '../fields/draft-checkbox';
import { DraftRadioGroup } from '../fields/draft-radio-group';
import { DraftTextInput } from '../fields/draft-text-input';
import { useDraftSelect } from '../form/wizard-form';
import { dateRanges } from '../model/date-ranges';

const GENDERS = GENDER_VALUES.map((g) => ({ value: g, label: GENDER_LABELS[g] }));
const CONTACTS = PREFERRED_CONTACTS.map((c) => ({ value: c, label: PREFERRED_CONTACT_LABEL[c] }));

export function PersonalDetails() {
  const single = useDraftSelect((d) => d._singlename === true);
  const noMiddleName = useDraftSelect((d) => d._hasmiddlename === true);
  const contact = useDraftSelect((d) => d.Prefcontact);
  return (
    <>
      <Fieldset legend="Your name, as it appears on your identity document">
        <Stack gap="sm">
          <DraftCheckbox path="_singlename" label="I have only one name" />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DraftTextInput path="Firstname" label={single ? 'Name' : 'First name'} required maxLength={50} autoComplete="given-name" />
            {!single && <DraftTextInput path="Middlenames" label="Middle names" required={!noMiddleName} maxLength={100} autoComplete="additional-name" />}
            {!single && <DraftTextInput path="Surname" label="Surname" required maxLength={50} autoComplete="family-name" />}
          </SimpleGrid>
          {!single && <DraftCheckbox path="_hasmiddlename" label="I do not have a middle name" />}
        </Stack>
      </Fieldset>
      <Fieldset legend="About you">
        <Stack gap="sm">
          <DraftTextInput path="Birthdate" label="Date of birth" type="date" required autoComplete="bday" {...dateRanges().birthDate} />
          <DraftRadioGroup path="Gender" label="Gender" options={GENDERS} required />
        </Stack>
      </Fieldset>
      <Fieldset legend="Contact details">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DraftTextInput path="Email" label="Email address" type="email" required maxLength={100} autoComplete="email" />
            <DraftTextInput path="_confirmEmail" label="Confirm email address" type="email" required maxLength={100} autoComplete="email" />
          </SimpleGrid>
          <DraftRadioGroup path="Prefcontact" label="How should we phone you?" options={CONTACTS} required inline />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {PREFERRED_CONTACTS.map((c) => (
              <DraftTextInput
                key={c}
                path={PREFERRED_CONTACT_FIELD[c]}
                label={`${PREFERRED_CONTACT_LABEL[c]} phone`}
                type="tel"
                required={contact === c}
                maxLength={15}
                autoComplete={c === 'M' ? 'tel' : 'off'}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Fieldset>
    </>
  );
}
