import { isBadAirport } from 'shared-contracts/form';
import { Checkbox, Fieldset, fieldId } from 'ui-kit/form';
import { useDraftSelect, useFieldError, useWizardForm } from '../form/wizard-form';
import type { ReferenceData } from '../model/reference-data';

export function AirportsChoice({ reference }: { reference: ReferenceData }) {
  const form = useWizardForm();
  // registers the name the error summary gives the field (a checkbox group is not bound through form.field)
  form.field('Airports', { summaryLabel: 'Airports' });
  const error = useFieldError('Airports');
  const min = useDraftSelect((d) => d.ExtraData?._numAirports ?? 1);
  const chosen = new Set(useDraftSelect((d) => (d.Airports ?? []).map((a) => String(a.Id))));
  const id = fieldId('Airports');
  const toggle = (airportId: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(String(airportId));
    else next.delete(String(airportId));
    form.setValue('Airports', reference.airports.filter((a) => next.has(String(a.Id))));
    form.mantine.validateField('Airports');
  };
  return (
    <Fieldset legend="Airports" description={min === 1 ? 'Which airport do you need access to?' : `Which airports do you need access to? (at least ${min})`} id={`${id}-group`}>
      {reference.airports.map((a, i) => (
        <Checkbox
          key={a.Id}
          id={i === 0 ? id : `${id}-${a.Id}`}
          label={`${a.Name}${a.Code ? ` (${a.Code})` : ''}`}
          disabled={isBadAirport(a)}
          checked={chosen.has(String(a.Id))}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => toggle(a.Id, event.currentTarget.checked)}
        />
      ))}
      {error && (
        <p className="ui-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </Fieldset>
  );
}
