// compatibility for phase B/C of issue 41: delete when nothing imports it
// shared-contracts/issuing-bodies: the check of GET /api/issuing-body/list's answer (the enrolment's issuing bodies,
// which the page carries: tools/page-data.mjs) with the endpoint table's own schema, without the table, the client or
// the other schemas (issue 17, docs/decisions/062). Not a federation singleton: it keeps no state, and the induction
// remote bundles it (with the part of zod the schema uses) beside `shared-contracts/light-read`, so that the shell's
// shared chunks, which the wizard loads, do not change.
import type { IssuingBody } from '../reference/reference-data';
import { IssuingBodyList } from '../reference/issuing-body-list';
import { checkRawAnswer } from './check-raw-answer';
import type { ApiOptions as ApiClientOptions } from 'shared-contracts';
import { lightRead, type LightReadOptions, type RawAnswer } from './light-read';

/** The endpoint's method and path, as in the endpoint table (`endpoints.issuingBodies`; the test holds them to it). */
export const ISSUING_BODIES_ENDPOINT = { method: 'GET', path: '/api/issuing-body/list' } as const;

/**
 * The issuing bodies of a light read of `issuingBodies`, checked as `checkAnswer` checks it: the typed list, or the
 * client's ApiError of kind `invalid-response`.
 */
export function checkIssuingBodies(answer: RawAnswer<'issuingBodies'>): IssuingBody[] {
  return checkRawAnswer(IssuingBodyList, ISSUING_BODIES_ENDPOINT, answer);
}

/**
 * GET /api/issuing-body/list as `getApi().call('issuingBodies')` answers it, without the API layer: the page's own
 * answer when it carries one that matches the schema, else the API's (an embedded answer that does not match is asked
 * of the API, as the client asks it), checked. Rejects as the client rejects (ApiError, or the AbortError).
 */
export async function readIssuingBodies(options: ApiClientOptions, call: LightReadOptions = {}): Promise<IssuingBody[]> {
  const read = () => lightRead(options, 'issuingBodies', ISSUING_BODIES_ENDPOINT.path, call);
  const answer = await read();
  if (!answer.fromPage) return checkIssuingBodies(answer);
  try {
    return checkIssuingBodies(answer);
  } catch {
    // the page's answer is taken once: this read goes to the API
    return checkIssuingBodies(await read());
  }
}
