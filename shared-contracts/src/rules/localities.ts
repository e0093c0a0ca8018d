import { TYPEAHEAD_LIMIT, TYPEAHEAD_MIN_CHARS, type AustralianStateCode } from 'shared-contracts';
import type { Suburb } from '../reference/reference-data';

/** The server has every state; a page, those it has loaded. */
export type LocalitiesOf = (state: AustralianStateCode) => readonly Suburb[] | undefined;

/** Spec §9. Names starting with the text first, then names containing it; a postcode matches by postcode. */
export function matchSuburbs(list: readonly Suburb[], text: string): Suburb[] {
  const q = text.trim().toLowerCase();
  if (q.length < TYPEAHEAD_MIN_CHARS) return [];
  if (/^\d+$/.test(q)) return list.filter((s) => s.Postcode.startsWith(q)).slice(0, TYPEAHEAD_LIMIT);
  const starts = list.filter((s) => s.Name.toLowerCase().startsWith(q));
  const contains = starts.length >= TYPEAHEAD_LIMIT ? [] : list.filter((s) => !s.Name.toLowerCase().startsWith(q) && s.Name.toLowerCase().includes(q));
  return [...starts, ...contains].slice(0, TYPEAHEAD_LIMIT);
}

/** Null when the state's list is not at hand: the server, which has every list, checks. */
export function localityProblem(localities: LocalitiesOf | undefined, state: string | undefined, suburb: string | undefined, postcode: string | undefined): { field: 'suburb' | 'postcode'; message: string } | null {
  if (!localities || !state || !suburb?.trim()) return null;
  const list = localities(state as AustralianStateCode);
  if (!list) return null;
  const name = suburb.trim().toLowerCase();
  const places = list.filter((l) => l.Name.toLowerCase() === name);
  if (places.length === 0) return { field: 'suburb', message: `We cannot find ${suburb.trim()} in ${state}: choose the suburb or town from the list as you type` };
  const code = postcode?.trim();
  if (code && !places.some((l) => l.Postcode === code)) return { field: 'postcode', message: `${code} is not a postcode of ${places[0]!.Name}: it is ${[...new Set(places.map((l) => l.Postcode))].join(' or ')}` };
  return null;
}
