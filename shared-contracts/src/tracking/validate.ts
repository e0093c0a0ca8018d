import { compareCalendarDates, parseIsoDate, toCalendarDate, type FieldErrorMap } from 'shared-contracts';
import { FIELD_MESSAGES } from '../rules/field-messages';
import { isTrackingNumber } from '../rules/tracking-number';

export interface TrackingForm {
  number: string;
  birthdate: string;
}

/** Spec §5: a tracking number and a real birth date in the past. */
export function validateTracking(values: TrackingForm, today: Date = new Date()): FieldErrorMap {
  const errors: Record<string, string[]> = {};
  if (!isTrackingNumber(values.number)) errors.number = [FIELD_MESSAGES.trackingNumber];
  const birth = parseIsoDate(values.birthdate);
  if (!values.birthdate) errors.birthdate = [FIELD_MESSAGES.birthdate];
  else if (!birth) errors.birthdate = [FIELD_MESSAGES.date];
  else if (compareCalendarDates(birth, toCalendarDate(today)) >= 0) errors.birthdate = [FIELD_MESSAGES.dateInFuture];
  return errors;
}

/** Spec §5 "Other forms" */
export const validateVerification = (values: { code: string }): FieldErrorMap => (values.code.trim() ? {} : { code: [FIELD_MESSAGES.verificationCode] });
