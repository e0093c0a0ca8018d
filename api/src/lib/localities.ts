import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isAustralianState, type AustralianStateCode } from 'shared-contracts';
import type { Suburb, LocalitiesOf } from 'shared-contracts/signing';

/** api/data/suburbs, from the bundle (api/dist) or from the source (api/src/lib). */
function suburbsDir(): string {
  const candidates = [path.resolve(__dirname, '../data/suburbs'), path.resolve(__dirname, '../../data/suburbs')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'NSW.json')));
  if (!found) throw new Error(`Suburb data not found in ${candidates.join(' or ')}: run node tools/suburbs/build.mjs`);
  return found;
}

const cache = new Map<AustralianStateCode, Suburb[]>();

/**
 * The published localities of a state (built by tools/suburbs/build.mjs), read once per state and kept: the
 * typeahead's list (GET /shared/data/au/{state}.json) and what the server checks a suburb against (issue 39).
 */
export function localitiesOf(state: AustralianStateCode): Suburb[] {
  let list = cache.get(state);
  if (!list) {
    list = JSON.parse(readFileSync(path.join(suburbsDir(), `${state}.json`), 'utf8')) as Suburb[];
    cache.set(state, list);
  }
  return list;
}

/** Every state's localities, for the shared locality rule (localityProblem of shared-contracts). */
export const serverLocalities: LocalitiesOf = (state) => (isAustralianState(state) ? localitiesOf(state) : undefined);
