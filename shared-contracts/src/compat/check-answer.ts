// compatibility for phase B/C of issue 41: delete when nothing imports it
import type { EndpointResponse } from './client';
import { checkRawAnswer } from './check-raw-answer';
import { endpoints, type EndpointName } from './endpoints';
import type { RawAnswer } from './light-read';

/**
 * Checks an answer read without the client (shared-contracts/light-read) against its endpoint's schema, as the
 * client checks every answer: the typed answer, or the client's ApiError of kind `invalid-response` (issue 17,
 * docs/decisions/061).
 */
export function checkAnswer<N extends EndpointName>(answer: RawAnswer<N>): EndpointResponse<N> {
  const def = endpoints[answer.endpoint];
  if (def.response === 'blob') throw new Error(`checkAnswer: ${answer.endpoint} answers a download, not JSON`);
  return checkRawAnswer<unknown>(def.response, def, answer) as EndpointResponse<N>;
}
