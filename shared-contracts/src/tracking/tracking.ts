import * as z from 'zod/mini';
import { FIELD_MESSAGES } from '../rules/field-messages';
import { TRACKING_NUMBER_PATTERN } from '../rules/tracking-number';
import { Id, IsoDate } from '../rules/common';

/** What the applicant types on the track screen (spec §3): tracking number and birth date. */
export const TrackingInput = z.object({
  Number: z.string().check(z.refine((v) => TRACKING_NUMBER_PATTERN.test(v.trim()), FIELD_MESSAGES.trackingNumber)),
  Birthdate: IsoDate,
});
export type TrackingInput = z.infer<typeof TrackingInput>;

/** The wire form of the tracking input, POST /api/people/tracker (spec §7). */
export const TrackerRequest = z.object({
  VepNumber: z.string().check(z.regex(TRACKING_NUMBER_PATTERN, FIELD_MESSAGES.trackingNumber)),
  Birthday: IsoDate,
});
export type TrackerRequest = z.infer<typeof TrackerRequest>;

/** Tracking input to its wire form: Number → VepNumber (trimmed, upper case), Birthdate → Birthday. */
export function toTrackerRequest(input: TrackingInput): TrackerRequest {
  return { VepNumber: input.Number.trim().toUpperCase(), Birthday: input.Birthdate };
}

/** The person a tracking number and birth date resolve to. */
export const TrackerResponse = z.object({ Id });
export type TrackerResponse = z.infer<typeof TrackerResponse>;
