import { OP_NEED_TYPES, REGIONAL_PORTS, SPONSORED_YEARS } from 'shared-contracts';
import { isBadAirport } from 'shared-contracts/validators';
import type { AccessFrequencyOption, Airport, OperationalNeed } from 'shared-contracts/api';
import { Stack, Text, Title } from 'ui-kit';
import { Checkbox, Fieldset, NativeSelect, Radio, TextInput, Textarea } from 'ui-kit/forms';
import type { SectionProps } from './section-props';
import { fieldId } from './signing-values';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface NeedSectionProps extends SectionProps {
  needs: readonly OperationalNeed[];
  accessFrequencies: readonly AccessFrequencyOption[];
  regional: boolean;
  airports: readonly Airport[];
}

/** The applicant and their operational need (spec §3): need, type, occupation, access, port, airports, sponsorship. */
export function NeedSection({ values, error, set, needs, accessFrequencies, regional, airports }: NeedSectionProps) {
  const need = needs.find((n) => String(n.Id) === values.OperationalNeedId);
  const occupationWords = values.OpNeedOccupation.split(/\s+/).filter(Boolean).length;
  return (
    <Fieldset legend={<Title order={2} size="h3">The applicant and their operational need</Title>} variant="unstyled">
      <Stack gap="md">
        <TextInput id={fieldId('ApplicantFullname')} label="Applicant's full name" required value={values.ApplicantFullname} error={error('ApplicantFullname')} onChange={(e) => set('ApplicantFullname', e.currentTarget.value)} />
        <NativeSelect
          id={fieldId('OperationalNeedId')}
          label="Operational need"
          description={need ? need.Reason : 'Why the applicant needs the card.'}
          required
          value={values.OperationalNeedId}
          error={error('OperationalNeedId')}
          onChange={(e) => set('OperationalNeedId', e.currentTarget.value)}
          data={[{ value: '', label: 'Choose the operational need' }, ...needs.map((n) => ({ value: String(n.Id), label: n.ShortReason }))]}
        />
        <NativeSelect
          id={fieldId('OperationalNeedType')}
          label="Type of operational need"
          value={values.OperationalNeedType}
          error={error('OperationalNeedType')}
          onChange={(e) => set('OperationalNeedType', e.currentTarget.value)}
          data={[{ value: '', label: 'Choose the type' }, ...OP_NEED_TYPES.map((t) => ({ value: t, label: capitalise(t) }))]}
        />
        <Textarea
          id={fieldId('OpNeedOccupation')}
          label="The applicant's occupation"
          description={`Describe what the applicant does and where, in at least 10 words (${occupationWords} so far).`}
          required
          autosize
          minRows={3}
          value={values.OpNeedOccupation}
          error={error('OpNeedOccupation')}
          onChange={(e) => set('OpNeedOccupation', e.currentTarget.value)}
        />
        {need?.Colour !== 'white' && (
          <NativeSelect
            id={fieldId('OpNeedAccessFreq')}
            label="How often the applicant needs access"
            required
            value={values.OpNeedAccessFreq}
            error={error('OpNeedAccessFreq')}
            onChange={(e) => set('OpNeedAccessFreq', e.currentTarget.value)}
            data={[{ value: '', label: 'Choose how often' }, ...accessFrequencies.map((f) => ({ value: String(f.Id), label: f.Name }))]}
          />
        )}
        {regional && (
          <Radio.Group id={fieldId('PortAccess')} label="Port the applicant needs access to" required value={values.PortAccess} error={error('PortAccess')} onChange={(v) => set('PortAccess', v)}>
            <Stack gap={6} mt={6}>
              {REGIONAL_PORTS.map((port) => (
                <Radio key={port} value={port} label={port} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {airports.length > 0 && (
          <Checkbox.Group
            id={fieldId('airports')}
            label="Airports the applicant needs access to"
            description="Untick an airport your organisation does not need the applicant to access."
            value={values.airports.map(String)}
            error={error('airports')}
            onChange={(ids) => set('airports', ids.map(Number))}
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
        <Radio.Group id={fieldId('Sponsored')} label="Does your organisation sponsor the applicant?" required value={values.Sponsored} error={error('Sponsored')} onChange={(v) => set('Sponsored', v as 'yes' | 'no')}>
          <Stack gap={6} mt={6}>
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Stack>
        </Radio.Group>
        {values.Sponsored === 'yes' && (
          <Radio.Group id={fieldId('SponsoredYears')} label="For how many years?" required value={values.SponsoredYears} error={error('SponsoredYears')} onChange={(v) => set('SponsoredYears', v)}>
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
