import { itAcceptsAndRejects } from '../testing/rule-cases';
import {
  emailsMatch,
  isAddressLine,
  isAsicNumber,
  isEmail,
  isIdName,
  isImmicardNumber,
  isMsicNumber,
  isName,
  isPhone,
  isPostcode,
  isPrintableAscii,
  isProviderAsicNumber,
  isProviderMsicNumber,
  isSuburb,
  ALPHANUMERIC_SPACES_PATTERN,
  CVC_PATTERN,
  PRINTABLE_TEXT_PATTERN,
} from './patterns';

describe('§5 "Name: letters, hyphen, apostrophe, comma, dot and space"', () => {
  itAcceptsAndRejects(isName, ['Jane', "O'Brien", 'Smith-Jones', 'Jr., Sam', 'Mary Ann'], ['J0hn', 'Anne_Marie', 'Zoë', '']);
});

describe('§5 "ID name: letters, hyphen, apostrophe, space"', () => {
  itAcceptsAndRejects(isIdName, ["O'Brien", 'Smith-Jones', 'Mary Ann'], ['Smith, Jane', 'St. John', 'J4ne']);
});

describe('§5 "Email: a standard address pattern"', () => {
  itAcceptsAndRejects(isEmail, ['jane@example.com', 'jane.obrien+msic@mail.example.com.au', "o'brien@example.org"], ['jane@example', 'jane.example.com', 'jane@@example.com', 'jane @example.com', '@example.com']);
});

describe('§5 "step 1 also needs confirm email to match"', () => {
  itAcceptsAndRejects(([email, confirm]: [string, string | undefined]) => emailsMatch(email, confirm), [['jane@example.com', 'jane@example.com'], ['jane@example.com', ' Jane@Example.com ']], [['jane@example.com', 'jane@example.org'], ['jane@example.com', undefined]]);
});

describe('§5 "Phone: 6 to 15 characters of digits, +, #, space and brackets"', () => {
  itAcceptsAndRejects(isPhone, ['123456', '+61 8 5550 1234', '(08) 5550 1234', '0491570156#12'], ['12345', '1234567890123456', '0491-570-156', 'phone 0491570156']);
});

describe('§5 "Address line: letters, digits, spaces and # , . / -"', () => {
  itAcceptsAndRejects(isAddressLine, ['12 Marine Tce', 'Unit 4/12-14 Marine Tce.', 'PO Box #55, Fremantle'], ["12 O'Connell St", '12 Marine Tce; drop table']);
});

describe('§5 "Suburb: starts with a letter or bracket; allows letters, space, apostrophe, comma, brackets and hyphen"', () => {
  itAcceptsAndRejects(isSuburb, ['Fremantle', "D'Aguilar", '(Rural) Albany', 'Kalgoorlie-Boulder', 'Sydney, NSW'], ['-Perth', "'Perth", 'Perth 6000']);
});

describe('§5 "Postcode: 3 to 5 digits when the country is Australia"', () => {
  itAcceptsAndRejects(([value, country]: [string, string]) => isPostcode(value, country), [['6160', 'Australia'], ['800', 'Australia'], ['12345', 'Australia'], ['SW1A 1AA', 'United Kingdom'], ['12', 'New Zealand']], [['12', 'Australia'], ['123456', 'Australia'], ['61A0', 'Australia']]);
});

describe('§5 "Provider MSIC number: VEP plus 7 digits"', () => {
  itAcceptsAndRejects(isProviderMsicNumber, ['VEP1234567'], ['VEP123456', 'VEP12345678', 'VEA1234567']);
});

describe('§5 "Generic MSIC number: 3 letters plus 5 to 9 digits"', () => {
  itAcceptsAndRejects(isMsicNumber, ['ABC12345', 'ABC123456789', 'VEP1234567'], ['ABC1234', 'ABC1234567890', 'AB123456']);
});

describe('§5 "ASIC number: 7 alphanumerics"', () => {
  itAcceptsAndRejects(isAsicNumber, ['AB12345', '1234567'], ['AB1234', 'AB123456', 'AB-1234']);
});

describe('§5 "Provider ASIC number: VEA plus 7 digits"', () => {
  itAcceptsAndRejects(isProviderAsicNumber, ['VEA1234567'], ['VEA123456', 'VEP1234567']);
});

describe('§5 "Printable ASCII only"', () => {
  itAcceptsAndRejects(isPrintableAscii, ['Plain text, with punctuation! ~'], ['tab\there', 'line\nbreak', 'café', '\u0000']);

  it('multi-line fields also allow line breaks and tabs', () => {
    expect(PRINTABLE_TEXT_PATTERN.test('line one\r\nline two\ttabbed')).toBe(true);
    expect(PRINTABLE_TEXT_PATTERN.test('bell\u0007')).toBe(false);
  });
});

describe('§5 "Alphanumeric with spaces"', () => {
  itAcceptsAndRejects((v: string) => ALPHANUMERIC_SPACES_PATTERN.test(v), ['ABC 123', 'abc'], ['ABC-123', '']);
});

describe('§5 "CVC: 3 digits"', () => {
  itAcceptsAndRejects((v: string) => CVC_PATTERN.test(v), ['123'], ['12', '1234', '12a']);
});


describe('§5 "Immicard: EIS, PRE, RDI or AMS plus 6 digits"', () => {
  itAcceptsAndRejects(isImmicardNumber, ['EIS123456', 'PRE123456', 'RDI123456', 'AMS123456'], ['ABC123456', 'EIS12345', 'EIS1234567', 'eis123456']);
});
