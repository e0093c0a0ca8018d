import { useEffect, useState } from 'react';
import { EMPLOYER_STATES, type AustralianStateCode } from 'shared-contracts';
import type { Suburb } from 'shared-contracts/api';
import { TextInput } from 'ui-kit/forms';
import { Typeahead, type TypeaheadOption } from 'ui-kit/typeahead';
import { setAtPath } from '../model/draft-path';
import { useDraftValue, useWizardForm } from '../form/wizard-form';
import { updateDraft } from '../model/use-draft';
import { matchSuburbs, suburbsOf } from './suburb-search';

const isAustralianState = (s: unknown): s is AustralianStateCode => typeof s === 'string' && (EMPLOYER_STATES as readonly string[]).includes(s);

const optionValue = (s: Suburb) => `${s.Name}|${s.Postcode}`;
const announce = (count: number) => (count === 1 ? '1 suburb found' : `${count} suburbs found`);

/**
 * The suburb field with its typeahead (spec §9: 2 characters, 5 results) over the state's localities, on ui-kit's
 * Typeahead (a combobox: arrow keys, Enter, Escape, and the number of suburbs found announced). Choosing a
 * suggestion fills the suburb and the postcode; typing a suburb that is not listed is allowed.
 */
export function SuburbField({ prefix, state }: { prefix: string; state: unknown }) {
  const path = `${prefix}.Localityname`;
  const form = useWizardForm();
  const value = useDraftValue<string | undefined>(path) ?? '';
  const [list, setList] = useState<Suburb[]>([]);
  const [chosen, setChosen] = useState(value);
  // the state's suburbs are fetched when the applicant comes to this field, not with the step: an applicant who
  // only reviews the address never needs them, and the list (thousands of suburbs, each checked against the
  // contract) was fetched and parsed inside every move to step 2 (issue 15)
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (!isAustralianState(state)) return setList([]);
    if (!wanted) return undefined;
    let live = true;
    suburbsOf(state).then(
      (l) => live && setList(l),
      () => live && setList([]),
    );
    return () => {
      live = false;
    };
  }, [state, wanted]);

  const suggestions = value !== chosen ? matchSuburbs(list, value) : [];
  const options: TypeaheadOption[] = suggestions.map((s) => ({ value: optionValue(s), label: `${s.Name}, ${s.State} ${s.Postcode}` }));
  const choose = (picked: string) => {
    const suburb = suggestions.find((s) => optionValue(s) === picked);
    if (!suburb) return;
    setChosen(suburb.Name);
    updateDraft((d) => setAtPath(setAtPath(d, path, suburb.Name), `${prefix}.Postcode`, suburb.Postcode));
  };
  return (
    <Typeahead options={options} onOptionSubmit={choose} listLabel="Matching suburbs" announce={announce} autoComplete="address-level2">
      <TextInput
        key={form.key(path)}
        {...form.field(path, {
          label: 'Suburb or town',
          parse: (shown) => (String(shown) === '' ? undefined : String(shown)),
        })}
        onFocus={() => setWanted(true)}
        onInput={() => setWanted(true)}
        withAsterisk
        required
        maxLength={60}
      />
    </Typeahead>
  );
}
