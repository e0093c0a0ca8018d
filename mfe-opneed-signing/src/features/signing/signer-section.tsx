import type { Country, State } from 'shared-contracts/api';
import { EMPLOYER_STATES } from 'shared-contracts';
import { Group, SimpleGrid, Stack, Title } from 'ui-kit';
import { SuburbTypeahead } from 'ui-kit/typeahead';
import { AbnField, type AbnLookupHandle } from 'ui-kit/abn';
import { Checkbox, Fieldset, NativeSelect, TextInput } from 'ui-kit/forms';
import { businessNameKey, normaliseAbn } from 'shared-contracts/validators';
import type { SectionProps } from './section-props';

interface SignerSectionProps extends SectionProps {
  states: readonly State[];
  countries: readonly Country[];
  abnLookup: AbnLookupHandle;
}

/** The employer or sponsor who signs (spec §3): name, contact, position, organisation, ABN, PO number, address. */
export function SignerSection({ f, states, countries, abnLookup }: SignerSectionProps) {
  const employerStates = states.filter((s) => (EMPLOYER_STATES as readonly string[]).includes(s.Code));
  const { onChange: abnChange, onBlur: abnBlur, defaultValue: abnShown, id: abnId, error: abnError } = f.field('Abn', { label: 'ABN of the organisation' });
  return (
    <Fieldset legend={<Title order={2} size="h3">Your details</Title>} variant="unstyled">
      <Stack gap="md">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput key={f.key('FirstName')} autoComplete="given-name" required {...f.field('FirstName', { label: 'First name' })} />
          <TextInput key={f.key('Surname')} autoComplete="family-name" required {...f.field('Surname', { label: 'Surname' })} />
        </Group>
        <TextInput key={f.key('Position')} autoComplete="organization-title" required {...f.field('Position', { label: 'Position' })} />
        {/* one column on a phone (issue 39: at 390 px the email was cut off beside the phone number) */}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput key={f.key('Phone')} type="tel" autoComplete="tel" required {...f.field('Phone', { label: 'Phone number' })} />
          <TextInput key={f.key('Email')} type="email" autoComplete="email" required {...f.field('Email', { label: 'Email address' })} />
        </SimpleGrid>
        <TextInput key={f.key('Organisation')} autoComplete="organization" required {...f.field('Organisation', { label: 'Organisation' })} />
        <TextInput key={f.key('BusinessUnit')} description="Optional." {...f.field('BusinessUnit', { label: 'Business unit' })} />
        <AbnField
          key={f.key('Abn')}
          id={abnId}
          label="ABN of the organisation"
          required
          defaultValue={abnShown ?? ''}
          error={abnError}
          lookup={abnLookup}
          onChange={abnChange}
          onBlur={abnBlur}
        />
        <TradingNameConfirmation f={f} abnLookup={abnLookup} />
        <TextInput key={f.key('PoNumber')} description="Optional: if your organisation pays for the card." {...f.field('PoNumber', { label: 'Purchase order (PO) number' })} />
        <TextInput key={f.key('Address')} autoComplete="address-line1" required {...f.field('Address', { label: 'Street address of the organisation' })} />
        {/* the state, then its suburbs as you type (issue 39: plain text, "South Towns" accepted), one column on a phone
            (at 390 px "Queensland" was cut to "Queensla…") */}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NativeSelect key={f.key('State')} required data={[{ value: '', label: 'Choose' }, ...employerStates.map((s) => ({ value: s.Code, label: s.Name }))]} {...f.field('State', { label: 'State' })} />
          <SuburbField f={f} />
          <TextInput key={f.key('Postcode')} autoComplete="postal-code" inputMode="numeric" required {...f.field('Postcode', { label: 'Postcode' })} />
        </SimpleGrid>
        <NativeSelect key={f.key('Country')} autoComplete="country-name" data={countries.map((c) => c.Name)} {...f.field('Country', { label: 'Country' })} />
      </Stack>
    </Fieldset>
  );
}

/**
 * When the register names the ABN's business differently from the organisation typed (issue 39: an ABN of one
 * company was signed for another without a word), the signer confirms that the organisation trades under it; the
 * letter then prints both names, and why.
 */
function TradingNameConfirmation({ f, abnLookup }: Pick<SignerSectionProps, 'f' | 'abnLookup'>) {
  const organisation = f.useValue<string>('Organisation');
  const abn = f.useValue<string>('Abn');
  const lookup = abnLookup.lookup;
  const registered = lookup?.state === 'found' && lookup.abn === normaliseAbn(abn) ? lookup.result.EntityName : null;
  if (!registered || !organisation.trim() || businessNameKey(registered) === businessNameKey(organisation)) return null;
  return (
    <Checkbox
      key={f.key('AbnNameConfirmed')}
      {...f.field('AbnNameConfirmed', { type: 'checkbox', label: `${organisation.trim()} trades under this ABN, which is registered to ${registered}` })}
      description="Tick this only if the ABN is your organisation's own. Otherwise enter the organisation's ABN, or its registered name."
    />
  );
}

/** The organisation's suburb, with the typeahead of the state chosen before it: a suggestion fills the postcode too. */
function SuburbField({ f }: Pick<SignerSectionProps, 'f'>) {
  const state = f.useValue<string>('State');
  const suburb = f.useValue<string>('Suburb');
  return (
    <SuburbTypeahead
      state={state}
      value={suburb}
      onChoose={(place) => {
        f.setValue('Suburb', place.Name);
        f.setValue('Postcode', place.Postcode);
      }}
    >
      <TextInput key={f.key('Suburb')} required {...f.field('Suburb', { label: 'Suburb or town' })} />
    </SuburbTypeahead>
  );
}
