import { PRODUCT_NAME } from 'shared-contracts';
import { getApi, type IssuingBody } from 'shared-contracts/api';

/** The issuing bodies of MSIC cards (the enrolment's search data), VEP first and OTHER last as the API sorts them. */
export async function loadCardIssuingBodies(signal?: AbortSignal): Promise<IssuingBody[]> {
  const bodies = await getApi().call('issuingBodies', signal ? { signal } : {});
  return bodies.filter((b) => b.Cardtype === PRODUCT_NAME);
}
