import { TYPEAHEAD_LIMIT, TYPEAHEAD_MIN_CHARS, type AustralianStateCode } from 'shared-contracts';
import { getApi, type Suburb } from 'shared-contracts/api';

const loaded = new Map<string, Promise<Suburb[]>>();

/** The suburbs of a state (spec §7 GET /shared/data/au/{state}.json), fetched once per page. */
export function suburbsOf(state: AustralianStateCode): Promise<Suburb[]> {
  let list = loaded.get(state);
  if (!list) {
    list = getApi()
      .call('suburbs', { params: { state } })
      .catch((error: unknown) => {
        loaded.delete(state);
        throw error;
      });
    loaded.set(state, list);
  }
  return list;
}

/**
 * The typeahead's matches (spec §9: at least 2 characters, at most 5 results): names starting with the text
 * first, then names containing it; a postcode typed matches by postcode.
 */
export function matchSuburbs(list: readonly Suburb[], text: string): Suburb[] {
  const q = text.trim().toLowerCase();
  if (q.length < TYPEAHEAD_MIN_CHARS) return [];
  if (/^\d+$/.test(q)) return list.filter((s) => s.Postcode.startsWith(q)).slice(0, TYPEAHEAD_LIMIT);
  const starts = list.filter((s) => s.Name.toLowerCase().startsWith(q));
  const contains = starts.length >= TYPEAHEAD_LIMIT ? [] : list.filter((s) => !s.Name.toLowerCase().startsWith(q) && s.Name.toLowerCase().includes(q));
  return [...starts, ...contains].slice(0, TYPEAHEAD_LIMIT);
}
