// compatibility for phase B/C of issue 41: delete when nothing imports it
import * as z from 'zod/mini';
import { fieldErrorsFromIssues } from 'shared-contracts';
import { ApiError } from 'shared-contracts';

/**
 * Checks a raw answer (shared-contracts/light-read) against a response schema, as the client checks every answer: the
 * typed answer, or the client's ApiError of kind `invalid-response`. `checkAnswer` (the API layer) passes its
 * endpoint's schema, method and path from the endpoint table (docs/decisions/061).
 */
export function checkRawAnswer<T>(schema: z.core.$ZodType<T>, def: { method: string; path: string }, answer: { endpoint: string; url: string; status: number; payload: unknown }): T {
  const parsed = z.safeParse(schema, answer.payload);
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
  return parsed.data;
}
