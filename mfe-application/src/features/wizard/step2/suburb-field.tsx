import { TextInput } from 'ui-kit/forms';
import { SuburbTypeahead } from 'ui-kit/typeahead';
import { setAtPath } from '../model/draft-path';
import { useDraftValue, useWizardForm } from '../form/wizard-form';
import { updateDraft } from '../model/use-draft';

/**
 * The suburb field of an address (the applicant's, step 2, or the employer's, step 3) with ui-kit's suburb typeahead
 * over the localities of the state chosen before it: choosing a suggestion fills the suburb and the postcode.
 * `paths` name the draft's suburb and postcode fields.
 */
export function SuburbField({ paths, state, label = 'Suburb or town' }: { paths: { suburb: string; postcode: string }; state: unknown; label?: string }) {
  const form = useWizardForm();
  const value = useDraftValue<string | undefined>(paths.suburb) ?? '';
  return (
    <SuburbTypeahead state={state} value={value} onChoose={(suburb) => updateDraft((d) => setAtPath(setAtPath(d, paths.suburb, suburb.Name), paths.postcode, suburb.Postcode))}>
      <TextInput
        key={form.key(paths.suburb)}
        {...form.field(paths.suburb, {
          label,
          parse: (shown) => (String(shown) === '' ? undefined : String(shown)),
        })}
        withAsterisk
        required
        maxLength={60}
      />
    </SuburbTypeahead>
  );
}
