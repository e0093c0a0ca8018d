import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { endpoints, type Suburb } from 'shared-contracts/api';
import { REFERENCE_DATA } from '../../lib/reference-cache';
import { route } from '../../lib/route';

/** api/data/suburbs, from the bundle (api/dist) or from the source (api/src/routes/shared-data). */
function suburbsDir(): string {
  const candidates = [path.resolve(__dirname, '../data/suburbs'), path.resolve(__dirname, '../../../data/suburbs')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'NSW.json')));
  if (!found) throw new Error(`Suburb data not found in ${candidates.join(' or ')}: run node tools/suburbs/build.mjs`);
  return found;
}

/**
 * GET /shared/data/au/{state}.json (spec §7): the localities of a state for the suburb and postcode typeahead,
 * built from a published dataset (tools/suburbs/build.mjs). Read once per state, then served from memory.
 */
export default async function sharedDataRoutes(app: FastifyInstance) {
  const cache = new Map<string, Suburb[]>();
  route(
    app,
    endpoints.suburbs,
    async (request) => {
      const { state } = request.params;
      let list = cache.get(state);
      if (!list) {
        list = JSON.parse(readFileSync(path.join(suburbsDir(), `${state}.json`), 'utf8')) as Suburb[];
        cache.set(state, list);
      }
      return list;
    },
    REFERENCE_DATA,
  );
}
