import { compareCalendarDates, parseIsoDate, toCalendarDate } from 'shared-contracts';
import { FIELD_MESSAGES, isTrackingNumber } from 'shared-contracts/rules';

export interface TrackingFields {
  number: string;
  birthdate: string;
}
export type TrackingErrors = Partial<Record<keyof TrackingFields, string>>;

/** The track form's rules (spec §5 tracking number: VEA or VEP plus exactly 7 digits, any case; a real birth date). */
export function validateTracking(fields: TrackingFields, today: Date = new Date()): TrackingErrors {
  const errors: TrackingErrors = {};
  if (!isTrackingNumber(fields.number)) errors.number = FIELD_MESSAGES.trackingNumber;
  const birth = parseIsoDate(fields.birthdate);
  if (!fields.birthdate) errors.birthdate = FIELD_MESSAGES.birthdate;
  else if (!birth) errors.birthdate = FIELD_MESSAGES.date;
  else if (compareCalendarDates(birth, toCalendarDate(today)) >= 0) errors.birthdate = FIELD_MESSAGES.dateInFuture;
  return errors;
}

/** The verification code is required on the verification screen (spec §5 "Other forms"). */
export const validateCode = (code: string): string | undefined => (code.trim() ? undefined : FIELD_MESSAGES.verificationCode);
