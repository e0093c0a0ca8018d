import { REGIONAL_PORTS, SPONSORED_YEARS, type CardKind } from 'shared-contracts';
import { isBadAirport, opNeedTypeOptions, type AccessFrequencyOption, type Airport, type OperationalNeed } from 'shared-contracts/signing';
import { Stack, Text, Title } from 'ui-kit';
import { Checkbox, Fieldset, RadioGroup, Select, TextInput, Textarea, type SchemaForm } from 'ui-kit/form';
import type { SigningValues } from './signing-values';

interface NeedSectionProps {
  f: SchemaForm<SigningValues>;
  needs: readonly OperationalNeed[];
  cards: readonly CardKind[];
  accessFrequencies: readonly AccessFrequencyOption[];
  regional: boolean;
  airports: readonly Airport[];
}

export function NeedSection({ f, needs, cards, accessFrequencies, regional, airports }: NeedSectionProps) {
  const needId = f.useValue<string>('OperationalNeedId');
  const occupation = f.useValue<string>('OpNeedOccupation');
  const sponsored = f.useValue<string>('Sponsored');
  const need = needs.find((n) => String(n.Id) === needId);
  const occupationWords = occupation.split(/\s+/).filter(Boolean).length;
  return (
    <Fieldset className="signing-section" legend={<Title order={2} size="h3">The applicant and their operational need</Title>}>
      <Stack gap="md">
        <TextInput {...f.field('ApplicantFullname', { label: "Applicant's full name" })} required />
        <Select
          {...f.field('OperationalNeedId', { label: 'Operational need' })}
          description={need ? need.Reason : 'Why the applicant needs the card.'}
          required
          placeholder="Choose the operational need"
          data={needs.map((n) => ({ value: String(n.Id), label: n.ShortReason }))}
        />
        <Select {...f.field('OperationalNeedType', { label: 'Type of operational need' })} placeholder="Choose the type" data={opNeedTypeOptions({ cardTypes: cards })} />
        <Textarea
          {...f.field('OpNeedOccupation', { label: "The applicant's occupation" })}
          description={`Describe what the applicant does and where, in at least 10 words (${occupationWords} so far).`}
          required
          autosize
          minRows={3}
        />
        {need?.Colour !== 'white' && (
          <Select
            {...f.field('OpNeedAccessFreq', { label: 'How often the applicant needs access' })}
            required
            placeholder="Choose how often"
            data={accessFrequencies.map((fr) => ({ value: String(fr.Id), label: fr.Name }))}
          />
        )}
        {regional && <RadioGroup {...f.field('PortAccess', { label: 'Port the applicant needs access to' })} required options={REGIONAL_PORTS.map((port) => ({ value: port, label: port }))} />}
        {airports.length > 0 && <AirportsField f={f} airports={airports} />}
        <RadioGroup
          {...f.field('Sponsored', { label: 'Does your organisation sponsor the applicant?' })}
          required
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
        />
        {sponsored === 'yes' && <RadioGroup {...f.field('SponsoredYears', { label: 'For how many years?' })} required options={SPONSORED_YEARS.map((y) => ({ value: String(y), label: `${y} years` }))} />}
        {need && (
          <Text size="sm" c="dark.6">
            Card colour for this need: {need.Colour === 'white' ? 'white' : 'blue'}.
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

function AirportsField({ f, airports }: { f: SchemaForm<SigningValues>; airports: readonly Airport[] }) {
  const { id, error, onChange, inputRef, label } = f.field('airports', { label: 'Airports the applicant needs access to' });
  const chosen = f.getValues().airports;
  const toggle = (airportId: number, checked: boolean) => {
    const now = f.getValues().airports.filter((a) => a !== airportId).concat(checked ? [airportId] : []);
    onChange(airports.map((a) => a.Id).filter((a) => now.includes(a)));
  };
  return (
    <fieldset ref={inputRef} className="ui-field" data-invalid={error ? true : undefined} aria-describedby={[error && `${id}-error`, `${id}-description`].filter(Boolean).join(' ')}>
      <legend className="ui-field-label">{label}</legend>
      <p className="ui-field-description" id={`${id}-description`}>
        Untick an airport your organisation does not need the applicant to access.
      </p>
      <div className="ui-radios">
        {airports.map((a, index) => (
          <Checkbox
            key={a.Id}
            id={index === 0 ? id : `${id}-${index}`}
            value={String(a.Id)}
            defaultChecked={chosen.includes(a.Id)}
            disabled={isBadAirport(a)}
            label={`${a.Name}${a.Code ? ` (${a.Code})` : ''}`}
            description={isBadAirport(a) ? 'This airport cannot be chosen: it has no security area the card gives access to.' : undefined}
            onChange={(event) => toggle(a.Id, event.currentTarget.checked)}
          />
        ))}
      </div>
      {error && (
        <p className="ui-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
