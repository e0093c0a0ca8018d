import { isAustralianState } from 'shared-contracts';
import { businessNameKey, suburbSuggestions, type AbnResult, type Country, type State } from 'shared-contracts/signing';
import { Group, SimpleGrid, Stack, Title } from 'ui-kit';
import { AbnField, Checkbox, Fieldset, Select, TextInput, Typeahead, type AbnLookup, type SchemaForm } from 'ui-kit/form';
import { registeredNameOf, type SigningValues } from './signing-values';

interface SignerSectionProps {
  f: SchemaForm<SigningValues>;
  states: readonly State[];
  countries: readonly Country[];
  lookup: (abn: string) => Promise<AbnResult>;
  known: AbnLookup | undefined;
  latest: AbnLookup | null;
  onLookup: (lookup: AbnLookup) => void;
}

export function SignerSection({ f, states, countries, lookup, known, latest, onLookup }: SignerSectionProps) {
  const employerStates = states.filter((s) => isAustralianState(s.Code));
  return (
    <Fieldset className="signing-section" legend={<Title order={2} size="h3">Your details</Title>}>
      <Stack gap="md">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput {...f.field('FirstName', { label: 'First name' })} autoComplete="given-name" required />
          <TextInput {...f.field('Surname', { label: 'Surname' })} autoComplete="family-name" required />
        </Group>
        <TextInput {...f.field('Position', { label: 'Position' })} autoComplete="organization-title" required />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...f.field('Phone', { label: 'Phone number' })} type="tel" autoComplete="tel" required />
          <TextInput {...f.field('Email', { label: 'Email address' })} type="email" autoComplete="email" required />
        </SimpleGrid>
        <TextInput {...f.field('Organisation', { label: 'Organisation' })} autoComplete="organization" required />
        <TextInput {...f.field('BusinessUnit', { label: 'Business unit' })} description="Optional." />
        <AbnField {...f.field('Abn', { label: 'ABN of the organisation' })} required lookup={lookup} known={known} onLookup={onLookup} />
        <TradingNameConfirmation f={f} latest={latest} />
        <TextInput {...f.field('PoNumber', { label: 'Purchase order (PO) number' })} description="Optional: if your organisation pays for the card." />
        <TextInput {...f.field('Address', { label: 'Street address of the organisation' })} autoComplete="address-line1" required />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select {...f.field('State', { label: 'State' })} required placeholder="Choose" data={employerStates.map((s) => ({ value: s.Code, label: s.Name }))} />
          <SuburbField f={f} />
          <TextInput {...f.field('Postcode', { label: 'Postcode' })} autoComplete="postal-code" inputMode="numeric" required />
        </SimpleGrid>
        <Select {...f.field('Country', { label: 'Country' })} autoComplete="country-name" data={countries.map((c) => c.Name)} />
      </Stack>
    </Fieldset>
  );
}

function TradingNameConfirmation({ f, latest }: { f: SchemaForm<SigningValues>; latest: AbnLookup | null }) {
  const organisation = f.useValue<string>('Organisation');
  const abn = f.useValue<string>('Abn');
  const registered = registeredNameOf(latest, abn);
  if (!registered || !organisation.trim() || businessNameKey(registered) === businessNameKey(organisation)) return null;
  return (
    <Checkbox
      {...f.field('AbnNameConfirmed', { type: 'checkbox', label: `${organisation.trim()} trades under this ABN, which is registered to ${registered}` })}
      description="Tick this only if the ABN is your organisation's own. Otherwise enter the organisation's ABN, or its registered name."
    />
  );
}

function SuburbField({ f }: { f: SchemaForm<SigningValues> }) {
  const state = f.useValue<string>('State');
  return (
    <Typeahead
      {...f.field('Suburb', { label: 'Suburb or town' })}
      required
      suggest={isAustralianState(state) ? suburbSuggestions(state) : () => []}
      listLabel="Matching suburbs and towns"
      announce={(count) => `${count} ${count === 1 ? 'suburb' : 'suburbs'} found`}
      onChoose={({ value }) => {
        const [name = '', postcode = ''] = value.split('|');
        f.setValue('Suburb', name);
        f.setValue('Postcode', postcode);
      }}
    />
  );
}
