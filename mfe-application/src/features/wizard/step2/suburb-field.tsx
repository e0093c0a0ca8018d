import { isAustralianState } from 'shared-contracts';
import { suburbsOf, suburbSuggestions } from 'shared-contracts/form';
import { Typeahead } from 'ui-kit/form';
import { useWizardForm } from '../form/wizard-form';

const announce = (count: number) => (count === 1 ? '1 suburb found' : `${count} suburbs found`);

export function SuburbField({ paths, state, label = 'Suburb or town' }: { paths: { suburb: string; postcode: string }; state: unknown; label?: string }) {
  const form = useWizardForm();
  const known = isAustralianState(state);
  return (
    <Typeahead
      {...form.field(paths.suburb, { label, parse: (shown) => (String(shown) === '' ? undefined : String(shown)) })}
      description={known ? undefined : 'Choose the state or territory first: its suburbs and towns are then suggested as you type.'}
      required
      maxLength={60}
      autoComplete="address-level2"
      onFocus={() => known && void suburbsOf(state).catch(() => undefined)}
      suggest={known ? suburbSuggestions(state) : () => []}
      listLabel="Matching suburbs"
      announce={announce}
      onChoose={({ value }) => {
        const [name = '', postcode = ''] = value.split('|');
        form.setValue(paths.suburb, name);
        form.setValue(paths.postcode, postcode);
      }}
    />
  );
}
