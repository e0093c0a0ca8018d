import type { FastifyInstance } from 'fastify';
import { referenceEndpoints } from 'shared-contracts/form';
import { localitiesOf } from '../../lib/localities';
import { REFERENCE_DATA } from '../../lib/reference-cache';
import { route } from '../../lib/route';

/**
 * GET /shared/data/au/{state}.json (spec §7): the localities of a state for the suburb and postcode typeahead,
 * built from a published dataset (tools/suburbs/build.mjs). Read once per state, then served from memory.
 */
export default async function sharedDataRoutes(app: FastifyInstance) {
  route(app, referenceEndpoints.suburbs, async (request) => localitiesOf(request.params.state), REFERENCE_DATA);
}
