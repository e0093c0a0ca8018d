// shared-contracts/reference-lists: the schemas of the public reference lists a screen shows before any call of its
// own (the enrolment's issuing bodies, which arrive with the page: tools/page-data.mjs), and their check, without the
// endpoint table, the client or the other entities: zod and these few schemas (issue 17, docs/decisions/059). A
// federation singleton, so that zod comes from the same chunk as the API layer's when a screen loads both.
// `reference-lists.test.ts` holds each list to its endpoint's answer in the table.
import * as z from 'zod/mini';
import { IssuingBody } from '../schemas/reference-data';
import type { RawAnswer } from './light-read';

// the messages of spec §8 come with the schemas, which word their errors with them: a screen on this layer words a
// failed call (MESSAGES.networkProblem) without another layer for it (the rules layer's chunk carries them again)
export { MESSAGES } from '../messages';

/** The lists by the name of the endpoint that answers them: each one's schema is its endpoint's response. */
export const REFERENCE_LISTS = {
  issuingBodies: z.array(IssuingBody),
} as const;

export type ReferenceListName = keyof typeof REFERENCE_LISTS;

/**
 * A list read without the client (shared-contracts/light-read), checked as the client checks an answer: the list,
 * or undefined when it does not match its schema (the client would refuse it too).
 */
export function checkReferenceList<N extends ReferenceListName>(answer: RawAnswer<N>): z.output<(typeof REFERENCE_LISTS)[N]> | undefined {
  const parsed = z.safeParse(REFERENCE_LISTS[answer.endpoint], answer.payload);
  return parsed.success ? parsed.data : undefined;
}
