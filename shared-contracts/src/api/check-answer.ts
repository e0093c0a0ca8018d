import * as z from 'zod/mini';
import { fieldErrorsFromIssues } from '../validators/field-errors';
import type { EndpointResponse } from './client';
import { endpoints, type EndpointName } from './endpoints';
import { ApiError } from './errors';
import type { RawAnswer } from './light-read';

/**
 * Checks an answer read without the client (shared-contracts/light-read) against its endpoint's schema, as the
 * client checks every answer: the typed answer, or the client's ApiError of kind `invalid-response` (issue 17,
 * docs/decisions/061).
 */
export function checkAnswer<N extends EndpointName>(answer: RawAnswer<N>): EndpointResponse<N> {
  const def = endpoints[answer.endpoint];
  if (def.response === 'blob') throw new Error(`checkAnswer: ${answer.endpoint} answers a download, not JSON`);
  const parsed = z.safeParse(def.response, answer.payload);
  if (!parsed.success) {
    throw new ApiError({
      kind: 'invalid-response',
      status: answer.status,
      message: `The answer of ${def.method} ${def.path} does not match the contract`,
      fieldErrors: fieldErrorsFromIssues(parsed.error.issues),
      endpoint: answer.endpoint,
      url: answer.url,
      method: def.method,
    });
  }
  return parsed.data as EndpointResponse<N>;
}
