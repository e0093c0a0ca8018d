import { itAcceptsAndRejects } from '../testing/rule-cases';
import { isBirthCertificateNumber, isRegistrationOnOrAfterBirth, isRegistrationYear } from './birth-certificate';

describe('§5 "Birth-certificate number by state: ACT, NT and SA 1 to 10 alphanumerics; NSW 1 to 7 digits; VIC 1 to 10 digits; WA exactly 7 digits"', () => {
  itAcceptsAndRejects(([state, value]: [string, string]) => isBirthCertificateNumber(value, state), [['ACT', 'A1'], ['ACT', 'AB12345678'], ['NT', 'ZX9'], ['SA', '1234567890'], ['NSW', '1'], ['NSW', '1234567'], ['VIC', '1234567890'], ['WA', '1234567'], ['QLD', '1985/123456'], ['TAS', 'anything 12']], [['ACT', 'AB123456789'], ['NT', 'ZX-9'], ['SA', ''], ['NSW', '12345678'], ['NSW', 'A123'], ['VIC', '12345678901'], ['VIC', '12A'], ['WA', '123456'], ['WA', '12345678'], ['QLD', '']]);
});

describe('§5 "Registration year greater than 1929"', () => {
  const today = { year: 2025, month: 6, day: 15 };
  itAcceptsAndRejects((value) => isRegistrationYear(value, today), ['1930', 1985, '2025'], ['1929', '1900', '2026', '85', '19a5']);
});

describe('§5 "Registration date must not precede the birth date"', () => {
  itAcceptsAndRejects(([reg, birth]: [string | undefined, string]) => isRegistrationOnOrAfterBirth(reg, birth), [['1985-05-01', '1985-04-12'], ['1985-04-12', '1985-04-12'], [undefined, '1985-04-12']], [['1985-04-11', '1985-04-12'], ['1984-12-31', '1985-04-12']]);
});
