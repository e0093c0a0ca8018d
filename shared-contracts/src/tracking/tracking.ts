import * as z from 'zod/mini';
import { FIELD_MESSAGES } from '../rules/field-messages';
import { TRACKING_NUMBER_PATTERN } from '../rules/tracking-number';
import { Id, IsoDate } from '../rules/common';

/** Spec §7 */
export const TrackerRequest = z.object({
  VepNumber: z.string().check(z.regex(TRACKING_NUMBER_PATTERN, FIELD_MESSAGES.trackingNumber)),
  Birthday: IsoDate,
});
export type TrackerRequest = z.infer<typeof TrackerRequest>;

/** What the applicant types on the track screen (spec §3) to its wire form. */
export function toTrackerRequest(input: { Number: string; Birthdate: string }): TrackerRequest {
  return { VepNumber: input.Number.trim().toUpperCase(), Birthday: input.Birthdate };
}

export const TrackerResponse = z.object({ Id });
export type TrackerResponse = z.infer<typeof TrackerResponse>;
