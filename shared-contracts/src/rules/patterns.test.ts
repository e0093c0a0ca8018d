import {
  emailsMatch,
  isAddressLine,
  isAlphanumericWithSpaces,
  isAsicNumber,
  isCardSerial,
  isChecked,
  isCvc,
  isEmail,
  isIdName,
  isImmicardNumber,
  isMsicNumber,
  isName,
  isPhone,
  isPostcode,
  isPrintableAscii,
  isPrintableText,
  isProviderAsicNumber,
  isProviderMsicNumber,
  isSuburb,
} from './patterns';

describe('§5 "Name: letters, hyphen, apostrophe, comma, dot and space"', () => {
  it.each([
    ['Jane', true],
    ["O'Brien", true],
    ['Smith-Jones', true],
    ['Jr., Sam', true],
    ['Mary Ann', true],
    ['J0hn', false],
    ['Anne_Marie', false],
    ['Zoë', false],
    ['', false],
  ])('%j → %s', (value, expected) => expect(isName(value)).toBe(expected));
});

describe('§5 "ID name: letters, hyphen, apostrophe, space"', () => {
  it.each([
    ["O'Brien", true],
    ['Smith-Jones', true],
    ['Mary Ann', true],
    ['Smith, Jane', false],
    ['St. John', false],
    ['J4ne', false],
  ])('%j → %s', (value, expected) => expect(isIdName(value)).toBe(expected));
});

describe('§5 "Email: a standard address pattern"', () => {
  it.each([
    ['jane@example.com', true],
    ['jane.obrien+msic@mail.example.com.au', true],
    ["o'brien@example.org", true],
    ['jane@example', false],
    ['jane.example.com', false],
    ['jane@@example.com', false],
    ['jane @example.com', false],
    ['@example.com', false],
  ])('%j → %s', (value, expected) => expect(isEmail(value)).toBe(expected));
});

describe('§5 "step 1 also needs confirm email to match"', () => {
  it.each([
    ['jane@example.com', 'jane@example.com', true],
    ['jane@example.com', ' Jane@Example.com ', true],
    ['jane@example.com', 'jane@example.org', false],
    ['jane@example.com', undefined, false],
  ])('%j and %j → %s', (email, confirm, expected) => expect(emailsMatch(email, confirm)).toBe(expected));
});

describe('§5 "Phone: 6 to 15 characters of digits, +, #, space and brackets"', () => {
  it.each([
    ['123456', true],
    ['+61 8 5550 1234', true],
    ['(08) 5550 1234', true],
    ['0491570156#12', true],
    ['12345', false],
    ['1234567890123456', false],
    ['0491-570-156', false],
    ['phone 0491570156', false],
  ])('%j → %s', (value, expected) => expect(isPhone(value)).toBe(expected));
});

describe('§5 "Address line: letters, digits, spaces and # , . / -"', () => {
  it.each([
    ['12 Marine Tce', true],
    ['Unit 4/12-14 Marine Tce.', true],
    ['PO Box #55, Fremantle', true],
    ["12 O'Connell St", false],
    ['12 Marine Tce; drop table', false],
  ])('%j → %s', (value, expected) => expect(isAddressLine(value)).toBe(expected));
});

describe('§5 "Suburb: starts with a letter or bracket; allows letters, space, apostrophe, comma, brackets and hyphen"', () => {
  it.each([
    ['Fremantle', true],
    ["D'Aguilar", true],
    ['(Rural) Albany', true],
    ['Kalgoorlie-Boulder', true],
    ['Sydney, NSW', true],
    ['-Perth', false],
    ["'Perth", false],
    ['Perth 6000', false],
  ])('%j → %s', (value, expected) => expect(isSuburb(value)).toBe(expected));
});

describe('§5 "Postcode: 3 to 5 digits when the country is Australia"', () => {
  it.each([
    ['6160', 'Australia', true],
    ['800', 'Australia', true],
    ['12345', 'Australia', true],
    ['12', 'Australia', false],
    ['123456', 'Australia', false],
    ['61A0', 'Australia', false],
    ['SW1A 1AA', 'United Kingdom', true],
    ['12', 'New Zealand', true],
  ])('%j in %s → %s', (value, country, expected) => expect(isPostcode(value, country)).toBe(expected));
});

describe('§5 "Provider MSIC number: VEP plus 7 digits"', () => {
  it.each([
    ['VEP1234567', true],
    ['VEP123456', false],
    ['VEP12345678', false],
    ['VEA1234567', false],
  ])('%j → %s', (value, expected) => expect(isProviderMsicNumber(value)).toBe(expected));
});

describe('§5 "Generic MSIC number: 3 letters plus 5 to 9 digits"', () => {
  it.each([
    ['ABC12345', true],
    ['ABC123456789', true],
    ['VEP1234567', true],
    ['ABC1234', false],
    ['ABC1234567890', false],
    ['AB123456', false],
  ])('%j → %s', (value, expected) => expect(isMsicNumber(value)).toBe(expected));
});

describe('§5 "ASIC number: 7 alphanumerics"', () => {
  it.each([
    ['AB12345', true],
    ['1234567', true],
    ['AB1234', false],
    ['AB123456', false],
    ['AB-1234', false],
  ])('%j → %s', (value, expected) => expect(isAsicNumber(value)).toBe(expected));
});

describe('§5 "Provider ASIC number: VEA plus 7 digits"', () => {
  it.each([
    ['VEA1234567', true],
    ['VEA123456', false],
    ['VEP1234567', false],
  ])('%j → %s', (value, expected) => expect(isProviderAsicNumber(value)).toBe(expected));
});

describe('§5 "Printable ASCII only"', () => {
  it.each([
    ['Plain text, with punctuation! ~', true],
    ['tab\there', false],
    ['line\nbreak', false],
    ['café', false],
    ['\u0000', false],
  ])('%j → %s', (value, expected) => expect(isPrintableAscii(value)).toBe(expected));

  it('multi-line fields also allow line breaks and tabs', () => {
    expect(isPrintableText('line one\r\nline two\ttabbed')).toBe(true);
    expect(isPrintableText('bell\u0007')).toBe(false);
  });
});

describe('§5 "Card serial: 1 to 6 digits, not all zeros"', () => {
  it.each([
    ['1', true],
    ['000001', true],
    ['123456', true],
    ['0', false],
    ['000000', false],
    ['1234567', false],
    ['12a', false],
  ])('%j → %s', (value, expected) => expect(isCardSerial(value)).toBe(expected));
});

describe('§5 "Alphanumeric with spaces"', () => {
  it.each([
    ['ABC 123', true],
    ['abc', true],
    ['ABC-123', false],
    ['', false],
  ])('%j → %s', (value, expected) => expect(isAlphanumericWithSpaces(value)).toBe(expected));
});

describe('§5 "CVC: 3 digits"', () => {
  it.each([
    ['123', true],
    ['12', false],
    ['1234', false],
    ['12a', false],
  ])('%j → %s', (value, expected) => expect(isCvc(value)).toBe(expected));
});

describe('§5 "A checkbox must be ticked"', () => {
  it.each([
    [true, true],
    [false, false],
    [undefined, false],
    ['true', false],
  ])('%j → %s', (value, expected) => expect(isChecked(value)).toBe(expected));
});

describe('§5 "Immicard: EIS, PRE, RDI or AMS plus 6 digits"', () => {
  it.each([
    ['EIS123456', true],
    ['PRE123456', true],
    ['RDI123456', true],
    ['AMS123456', true],
    ['ABC123456', false],
    ['EIS12345', false],
    ['EIS1234567', false],
    ['eis123456', false],
  ])('%j → %s', (value, expected) => expect(isImmicardNumber(value)).toBe(expected));
});
