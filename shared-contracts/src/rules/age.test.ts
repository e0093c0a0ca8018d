import { ADULT_AGE } from 'shared-contracts';
import { ageFromBirthdate, isBirthdateInPast, isProvisionalApplicant } from './age';

const isOver18 = (birth: string | undefined, on: Parameters<typeof ageFromBirthdate>[1]) => (ageFromBirthdate(birth, on) ?? 0) >= ADULT_AGE;

const today = { year: 2025, month: 6, day: 15 };

describe('§5 "Over-18 is computed from the birth date" (§4 "Provisional is set when the applicant is under 18")', () => {
  it.each([
    ['2007-06-15', 18, true, false],
    ['2007-06-16', 17, false, true],
    ['2007-06-14', 18, true, false],
    ['1985-04-12', 40, true, false],
    ['2010-01-01', 15, false, true],
  ])('born %s → age %d, over 18 %s, provisional %s', (birth, age, over, provisional) => {
    expect(ageFromBirthdate(birth, today)).toBe(age);
    expect(isOver18(birth, today)).toBe(over);
    expect(isProvisionalApplicant(birth, today)).toBe(provisional);
  });

  it('takes a Date as "today"', () => {
    expect(isOver18('2007-06-15', new Date(2025, 5, 15))).toBe(true);
    expect(isOver18('2007-06-16', new Date(2025, 5, 15))).toBe(false);
  });

  it('a leap-day birthday counts from 1 March in other years', () => {
    expect(isOver18('2004-02-29', { year: 2022, month: 2, day: 28 })).toBe(false);
    expect(isOver18('2004-02-29', { year: 2022, month: 3, day: 1 })).toBe(true);
  });

  it('an unknown birth date is neither over 18 nor provisional', () => {
    expect(isOver18(undefined, today)).toBe(false);
    expect(isProvisionalApplicant('not a date', today)).toBe(false);
  });

  it('a birth date after today is refused', () => {
    expect(isBirthdateInPast('2025-06-15', today)).toBe(true);
    expect(isBirthdateInPast('2025-06-16', today)).toBe(false);
  });
});
