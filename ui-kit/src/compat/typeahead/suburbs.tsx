// compatibility for phase B/C of issue 41: delete when nothing imports it
import { cloneElement, useEffect, useState, type ReactElement } from 'react';
import { EMPLOYER_STATES, type AustralianStateCode } from 'shared-contracts';
import { getApi, type Suburb } from 'shared-contracts/api';
import { matchSuburbs, type LocalitiesOf } from 'shared-contracts/rules';
import { Typeahead, type TypeaheadOption } from './typeahead';

const loading = new Map<string, Promise<Suburb[]>>();
const loaded = new Map<string, Suburb[]>();

export const isAustralianState = (s: unknown): s is AustralianStateCode => typeof s === 'string' && (EMPLOYER_STATES as readonly string[]).includes(s);

/** The localities of a state (spec §7 GET /shared/data/au/{state}.json), fetched once per page. */
export function suburbsOf(state: AustralianStateCode): Promise<Suburb[]> {
  let list = loading.get(state);
  if (!list) {
    list = getApi()
      .call('suburbs', { params: { state } })
      .then(
        (suburbs) => {
          loaded.set(state, suburbs);
          return suburbs;
        },
        (error: unknown) => {
          loading.delete(state);
          throw error;
        },
      );
    loading.set(state, list);
  }
  return list;
}

/** The states' localities this page has loaded: what the shared locality rule (localityProblem) checks a suburb against. */
export const loadedLocalities: LocalitiesOf = (state) => loaded.get(state);

const optionValue = (s: Suburb) => `${s.Name}|${s.Postcode}`;
const announce = (count: number) => (count === 1 ? '1 suburb found' : `${count} suburbs found`);

export interface SuburbTypeaheadProps {
  /** the state or territory chosen before the suburb (its localities are suggested) */
  state: unknown;
  /** the suburb field's text */
  value: string;
  /** a suggestion chosen: the form writes the suburb and its postcode */
  onChoose: (suburb: Suburb) => void;
  /** the suburb's text input (ui-kit/forms' TextInput) */
  children: ReactElement<Record<string, unknown>>;
}

/**
 * The suburb and postcode typeahead of an Australian address (spec §9: 2 characters, 5 results) over the localities
 * of the state chosen first; the wizard's addresses and employer, and the employer's signing form, use it (issue 39:
 * the employer's suburb was plain text). The list is fetched when the field is first reached, not with the page.
 * Until a state is chosen the field says so (issue 39: it offered nothing, with no hint).
 */
export function SuburbTypeahead({ state, value, onChoose, children }: SuburbTypeaheadProps) {
  const [list, setList] = useState<Suburb[]>(() => (isAustralianState(state) ? (loaded.get(state) ?? []) : []));
  const [chosen, setChosen] = useState(value);
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
    onChoose(suburb);
  };
  return (
    <div onFocusCapture={() => setWanted(true)} onInputCapture={() => setWanted(true)}>
      <Typeahead options={options} onOptionSubmit={choose} listLabel="Matching suburbs" announce={announce} autoComplete="address-level2">
        {isAustralianState(state) ? children : cloneElement(children, { description: 'Choose the state or territory first: its suburbs and towns are then suggested as you type.' })}
      </Typeahead>
    </div>
  );
}
