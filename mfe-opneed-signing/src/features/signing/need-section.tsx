import { opNeedTypeOptions, REGIONAL_PORTS, SPONSORED_YEARS, type CardKind } from 'shared-contracts';
import { isBadAirport } from 'shared-contracts/validators';
import type { AccessFrequencyOption, Airport, OperationalNeed } from 'shared-contracts/api';
import { Stack, Text, Title } from 'ui-kit';
import { Checkbox, Fieldset, NativeSelect, Radio, TextInput, Textarea } from 'ui-kit/forms';
import type { SectionProps } from './section-props';

interface NeedSectionProps extends SectionProps {
  needs: readonly OperationalNeed[];
  /** the cards the application is for: the need types offered are theirs */
  cards: readonly CardKind[];
  accessFrequencies: readonly AccessFrequencyOption[];
  regional: boolean;
  airports: readonly Airport[];
}

/** The applicant and their operational need (spec §3): need, type, occupation, access, port, airports, sponsorship. */
export function NeedSection({ f, needs, cards, accessFrequencies, regional, airports }: NeedSectionProps) {
  const needId = f.useValue<string>('OperationalNeedId');
  const occupation = f.useValue<string>('OpNeedOccupation');
  const sponsored = f.useValue<string>('Sponsored');
  const chosenAirports = f.useValue<number[]>('airports');
  const need = needs.find((n) => String(n.Id) === needId);
  const occupationWords = occupation.split(/\s+/).filter(Boolean).length;
  const { defaultValue: _airportsShown, onChange: _airportsChange, ...airportsField } = f.field('airports', { label: 'Airports the applicant needs access to' });
  return (
    <Fieldset legend={<Title order={2} size="h3">The applicant and their operational need</Title>} variant="unstyled">
      <Stack gap="md">
        <TextInput key={f.key('ApplicantFullname')} required {...f.field('ApplicantFullname', { label: "Applicant's full name" })} />
        <NativeSelect
          key={f.key('OperationalNeedId')}
          description={need ? need.Reason : 'Why the applicant needs the card.'}
          required
          data={[{ value: '', label: 'Choose the operational need' }, ...needs.map((n) => ({ value: String(n.Id), label: n.ShortReason }))]}
          {...f.field('OperationalNeedId', { label: 'Operational need' })}
        />
        <NativeSelect
          key={f.key('OperationalNeedType')}
          data={[{ value: '', label: 'Choose the type' }, ...opNeedTypeOptions({ cardTypes: cards })]}
          {...f.field('OperationalNeedType', { label: 'Type of operational need' })}
        />
        <Textarea
          key={f.key('OpNeedOccupation')}
          description={`Describe what the applicant does and where, in at least 10 words (${occupationWords} so far).`}
          required
          autosize
          minRows={3}
          {...f.field('OpNeedOccupation', { label: "The applicant's occupation" })}
        />
        {need?.Colour !== 'white' && (
          <NativeSelect
            key={f.key('OpNeedAccessFreq')}
            required
            data={[{ value: '', label: 'Choose how often' }, ...accessFrequencies.map((fr) => ({ value: String(fr.Id), label: fr.Name }))]}
            {...f.field('OpNeedAccessFreq', { label: 'How often the applicant needs access' })}
          />
        )}
        {regional && (
          <Radio.Group key={f.key('PortAccess')} required {...f.field('PortAccess', { label: 'Port the applicant needs access to' })}>
            <Stack gap={6} mt={6}>
              {REGIONAL_PORTS.map((port) => (
                <Radio key={port} value={port} label={port} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {airports.length > 0 && (
          <Checkbox.Group
            {...airportsField}
            description="Untick an airport your organisation does not need the applicant to access."
            value={chosenAirports.map(String)}
            onChange={(ids) => f.form.setFieldValue('airports', ids.map(Number), { forceUpdate: false })}
          >
            <Stack gap={6} mt={6}>
              {airports.map((a) => (
                <Checkbox
                  key={a.Id}
                  value={String(a.Id)}
                  disabled={isBadAirport(a)}
                  label={`${a.Name}${a.Code ? ` (${a.Code})` : ''}`}
                  description={isBadAirport(a) ? 'This airport cannot be chosen: it has no security area the card gives access to.' : undefined}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Radio.Group key={f.key('Sponsored')} required {...f.field('Sponsored', { label: 'Does your organisation sponsor the applicant?' })}>
          <Stack gap={6} mt={6}>
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Stack>
        </Radio.Group>
        {sponsored === 'yes' && (
          <Radio.Group key={f.key('SponsoredYears')} required {...f.field('SponsoredYears', { label: 'For how many years?' })}>
            <Stack gap={6} mt={6}>
              {SPONSORED_YEARS.map((y) => (
                <Radio key={y} value={String(y)} label={`${y} years`} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {need && <Text size="sm" c="dark.6">Card colour for this need: {need.Colour === 'white' ? 'white' : 'blue'}.</Text>}
      </Stack>
    </Fieldset>
  );
}
