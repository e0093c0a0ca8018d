import { Stack } from 'ui-kit';
import { Checkbox, Fieldset } from 'ui-kit/forms';
import { isBadAirport } from 'shared-contracts/validators';
import { useDraftSelect, useFieldError, useWizardForm } from '../form/wizard-form';
import { fieldId } from '../model/draft-path';
import type { ReferenceData } from '../model/reference-data';
import { updateDraft } from '../model/use-draft';

/** The airports an ASIC applicant needs (spec §5: exactly 1 when the minimum is 1, else at least the minimum; no denied airport). */
export function AirportsChoice({ reference }: { reference: ReferenceData }) {
  const form = useWizardForm();
  // registers the name the error summary gives the field (a checkbox group is not bound through form.field)
  form.field('Airports', { summaryLabel: 'Airports' });
  const error = useFieldError('Airports');
  const min = useDraftSelect((d) => d.ExtraData?._numAirports ?? 1);
  const chosenKey = useDraftSelect((d) => (d.Airports ?? []).map((a) => String(a.Id)).join(','));
  const chosen = chosenKey ? chosenKey.split(',') : [];
  return (
    <Fieldset legend="Airports">
      <Stack gap="xs">
        <Checkbox.Group
          id={`${fieldId('Airports')}-group`}
          label={min === 1 ? 'Which airport do you need access to?' : `Which airports do you need access to? (at least ${min})`}
          withAsterisk
          value={chosen}
          error={error}
          onChange={(values) => {
            updateDraft((d) => ({ ...d, Airports: reference.airports.filter((a) => values.includes(String(a.Id))) }));
            form.form.validateField('Airports');
          }}
        >
          <Stack gap={4} mt="xs">
            {reference.airports.map((a, i) => (
              <Checkbox
                key={a.Id}
                id={i === 0 ? fieldId('Airports') : `${fieldId('Airports')}-${a.Id}`}
                value={String(a.Id)}
                label={`${a.Name}${a.Code ? ` (${a.Code})` : ''}`}
                disabled={isBadAirport(a)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      </Stack>
    </Fieldset>
  );
}
