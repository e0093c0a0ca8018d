import { ADULT_AGE } from 'shared-contracts';
import { ageOn, compareCalendarDates, parseIsoDate, toCalendarDate, type CalendarDate } from 'shared-contracts';

const asCalendar = (today: Date | CalendarDate): CalendarDate => (today instanceof Date ? toCalendarDate(today) : today);

/** Spec §5: computed from the birth date; null when it is missing or not a real date. */
export function ageFromBirthdate(birthdate: string | null | undefined, today: Date | CalendarDate = new Date()): number | null {
  const birth = parseIsoDate(birthdate);
  return birth ? ageOn(birth, asCalendar(today)) : null;
}

/** Provisional is set when the applicant is under 18 (spec §4); unknown birth dates are not provisional. */
export function isProvisionalApplicant(birthdate: string | null | undefined, today: Date | CalendarDate = new Date()): boolean {
  const age = ageFromBirthdate(birthdate, today);
  return age !== null && age < ADULT_AGE;
}

/** A birth date in the future is not a birth date; today itself is accepted. */
export function isBirthdateInPast(birthdate: string | null | undefined, today: Date | CalendarDate = new Date()): boolean {
  const birth = parseIsoDate(birthdate);
  return birth !== null && compareCalendarDates(birth, asCalendar(today)) <= 0;
}
