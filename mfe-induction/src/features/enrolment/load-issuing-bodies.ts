import { PRODUCT_NAME } from 'shared-contracts';
import type { IssuingBody } from 'shared-contracts/api';
import { lightRead } from 'shared-contracts/light-read';
import { checkReferenceList } from 'shared-contracts/reference-lists';
import { readOptions } from '../../components/read-answers';

/**
 * The issuing bodies of MSIC cards (the enrolment's search data), VEP first and OTHER last as the API sorts them. They
 * come with the page (tools/page-data.mjs) or from the API, read without the API layer and checked against their
 * schema by `shared-contracts/reference-lists` (zod and a few schemas), so that the form's first screen does not
 * download the endpoint table and the client for them (issue 17, docs/decisions/059). A list that does not match its
 * schema is refused, as the client refuses it.
 */
export async function loadCardIssuingBodies(signal?: AbortSignal): Promise<IssuingBody[]> {
  const answer = await lightRead(readOptions(), 'issuingBodies', '/api/issuing-body/list', signal ? { signal } : {});
  const bodies = checkReferenceList(answer);
  if (!bodies) throw new Error(`The answer of GET ${answer.url} does not match the contract`);
  return bodies.filter((b) => b.Cardtype === PRODUCT_NAME);
}
