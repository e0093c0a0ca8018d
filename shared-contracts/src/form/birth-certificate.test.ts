import { isBirthCertificateNumber, isRegistrationOnOrAfterBirth, isRegistrationYear } from './birth-certificate';

describe('§5 "Birth-certificate number by state: ACT, NT and SA 1 to 10 alphanumerics; NSW 1 to 7 digits; VIC 1 to 10 digits; WA exactly 7 digits"', () => {
  it.each([
    ['ACT', 'A1', true],
    ['ACT', 'AB12345678', true],
    ['ACT', 'AB123456789', false],
    ['NT', 'ZX9', true],
    ['NT', 'ZX-9', false],
    ['SA', '1234567890', true],
    ['SA', '', false],
    ['NSW', '1', true],
    ['NSW', '1234567', true],
    ['NSW', '12345678', false],
    ['NSW', 'A123', false],
    ['VIC', '1234567890', true],
    ['VIC', '12345678901', false],
    ['VIC', '12A', false],
    ['WA', '1234567', true],
    ['WA', '123456', false],
    ['WA', '12345678', false],
    ['QLD', '1985/123456', true],
    ['TAS', 'anything 12', true],
    ['QLD', '', false],
  ])('%s %j → %s', (state, value, expected) => expect(isBirthCertificateNumber(value, state)).toBe(expected));
});

describe('§5 "Registration year greater than 1929"', () => {
  const today = { year: 2025, month: 6, day: 15 };
  it.each([
    ['1930', true],
    [1985, true],
    ['2025', true],
    ['1929', false],
    ['1900', false],
    ['2026', false],
    ['85', false],
    ['19a5', false],
  ])('%j → %s', (value, expected) => expect(isRegistrationYear(value, today)).toBe(expected));
});

describe('§5 "Registration date must not precede the birth date"', () => {
  it.each([
    ['1985-05-01', '1985-04-12', true],
    ['1985-04-12', '1985-04-12', true],
    ['1985-04-11', '1985-04-12', false],
    ['1984-12-31', '1985-04-12', false],
    [undefined, '1985-04-12', true],
  ])('registered %s, born %s → %s', (reg, birth, expected) => expect(isRegistrationOnOrAfterBirth(reg, birth)).toBe(expected));
});
