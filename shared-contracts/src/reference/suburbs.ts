import { call, type AustralianStateCode } from 'shared-contracts';
import { matchSuburbs, type LocalitiesOf } from '../rules/localities';
import { referenceEndpoints } from './endpoints';
import type { Suburb } from './reference-data';

const asked = new Map<string, Promise<Suburb[]>>();
const held = new Map<string, Suburb[]>();

/** Asked once per page; a failure is asked again. */
export function suburbsOf(state: AustralianStateCode): Promise<Suburb[]> {
  let list = asked.get(state);
  if (!list) {
    list = call(referenceEndpoints.suburbs, { params: { state } }).then(
      (suburbs) => (held.set(state, suburbs), suburbs),
      (error: unknown) => {
        asked.delete(state);
        throw error;
      },
    );
    asked.set(state, list);
  }
  return list;
}

/** What localityProblem checks a suburb against. */
export const loadedLocalities: LocalitiesOf = (state) => held.get(state);

/** For `<Typeahead suggest={suburbSuggestions(state)} …>`: `value` is "name|postcode", the label "Albany, WA 6330". */
export const suburbSuggestions =
  (state: AustralianStateCode) =>
  async (text: string): Promise<{ value: string; label: string; suburb: Suburb }[]> =>
    matchSuburbs(await suburbsOf(state), text).map((suburb) => ({ value: `${suburb.Name}|${suburb.Postcode}`, label: `${suburb.Name}, ${suburb.State} ${suburb.Postcode}`, suburb }));
