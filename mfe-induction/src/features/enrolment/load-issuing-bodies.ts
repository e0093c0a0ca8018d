import { PRODUCT_NAME } from 'shared-contracts';
import type { IssuingBody } from 'shared-contracts/api';
import { readIssuingBodies } from 'shared-contracts/issuing-bodies';
import { readOptions } from '../../components/read-answers';

/**
 * The issuing bodies of MSIC cards (the enrolment's search data), VEP first and OTHER last as the API sorts them.
 * Read without the API layer (the page carries them: tools/page-data.mjs) and checked with the endpoint's own schema
 * before the form shows them (`shared-contracts/issuing-bodies`, issue 17, docs/decisions/062).
 */
export async function loadCardIssuingBodies(signal?: AbortSignal): Promise<IssuingBody[]> {
  const bodies = await readIssuingBodies(readOptions(), signal ? { signal } : {});
  return bodies.filter((b) => b.Cardtype === PRODUCT_NAME);
}
