import type { Country, State } from 'shared-contracts/api';
import { EMPLOYER_STATES } from 'shared-contracts';
import { Group, Stack, Title } from 'ui-kit';
import { Fieldset, NativeSelect, TextInput } from 'ui-kit/forms';
import { AbnField } from './abn-field';
import type { AbnLookup } from './lookup-abn';
import type { SectionProps } from './section-props';
import { fieldId, type SigningValues } from './signing-values';

interface SignerSectionProps extends SectionProps {
  states: readonly State[];
  countries: readonly Country[];
  abnLookup: AbnLookup | null;
  onAbnLookup(value: string): void;
}

type TextField = Exclude<keyof SigningValues, 'Sponsored' | 'airports'>;

/** The employer or sponsor who signs (spec §3): name, contact, position, organisation, ABN, PO number, address. */
export function SignerSection({ values, error, set, states, countries, abnLookup, onAbnLookup }: SignerSectionProps) {
  const input = (field: TextField) => ({
    id: fieldId(field),
    value: values[field],
    error: error(field),
    onChange: (e: { currentTarget: { value: string } }) => set(field, e.currentTarget.value),
  });
  const employerStates = states.filter((s) => (EMPLOYER_STATES as readonly string[]).includes(s.Code));
  return (
    <Fieldset legend={<Title order={2} size="h3">Your details</Title>} variant="unstyled">
      <Stack gap="md">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label="First name" autoComplete="given-name" required {...input('FirstName')} />
          <TextInput label="Surname" autoComplete="family-name" required {...input('Surname')} />
        </Group>
        <TextInput label="Position" autoComplete="organization-title" required {...input('Position')} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label="Phone number" type="tel" autoComplete="tel" required {...input('Phone')} />
          <TextInput label="Email address" type="email" autoComplete="email" required {...input('Email')} />
        </Group>
        <TextInput label="Organisation" autoComplete="organization" required {...input('Organisation')} />
        <TextInput label="Business unit" description="Optional." {...input('BusinessUnit')} />
        <AbnField value={values.Abn} error={error('Abn')} lookup={abnLookup} onChange={(v) => set('Abn', v)} onLookup={onAbnLookup} />
        <TextInput label="Purchase order (PO) number" description="Optional: if your organisation pays for the card." {...input('PoNumber')} />
        <TextInput label="Street address of the organisation" autoComplete="address-line1" required {...input('Address')} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label="Suburb or town" autoComplete="address-level2" required {...input('Suburb')} />
          <NativeSelect label="State" required {...input('State')} data={[{ value: '', label: 'Choose' }, ...employerStates.map((s) => ({ value: s.Code, label: s.Name }))]} />
          <TextInput label="Postcode" autoComplete="postal-code" inputMode="numeric" required {...input('Postcode')} />
        </Group>
        <NativeSelect label="Country" autoComplete="country-name" {...input('Country')} data={countries.map((c) => c.Name)} />
      </Stack>
    </Fieldset>
  );
}
