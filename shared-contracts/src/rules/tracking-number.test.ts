import { PERSON_REFERENCE_PATTERN, idToTrackingNumber, isTrackingNumber, parseNumericId, parseTrackingNumber, personReferenceToId, trackingNumberToId } from './tracking-number';

describe('§5 "Tracking number: VEA or VEP plus exactly 7 digits, case-insensitive; the numeric id is the number minus 1500"', () => {
  it.each([
    ['vep1234567', 1233067],
    ['VEP1234567', 1233067],
    ['VEA0001501', 1],
    ['Vea0101500', 100000],
    [' VEP1234567 ', 1233067],
  ])('%j is valid, id %d', (value, id) => {
    expect(isTrackingNumber(value)).toBe(true);
    expect(trackingNumberToId(value)).toBe(id);
  });

  it.each([['VEP'], ['VEP123456'], ['VEP12345678'], ['VEX1234567'], ['1234567'], ['VEP 1234567'], [''], [undefined]])('%j is invalid', (value) => {
    expect(isTrackingNumber(value)).toBe(false);
    expect(trackingNumberToId(value)).toBeNull();
  });

  it('gives the prefix in upper case', () => {
    expect(parseTrackingNumber('vea7654321')).toEqual({ prefix: 'VEA', digits: '7654321', id: 7652821 });
  });

  it('idToTrackingNumber is the inverse', () => {
    expect(idToTrackingNumber(1233067)).toBe('VEP1234567');
    expect(idToTrackingNumber(1, 'VEA')).toBe('VEA0001501');
    expect(trackingNumberToId(idToTrackingNumber(42))).toBe(42);
    expect(() => idToTrackingNumber(10_000_000)).toThrow(RangeError);
  });
});

describe('numeric ids, written once (issue 21): 1 to 9 digits, leading zeros allowed', () => {
  it.each([
    ['6', 6],
    ['06', 6],
    ['000000006', 6],
    [' 42 ', 42],
    ['999999999', 999_999_999],
  ])('%j is id %d', (value, id) => expect(parseNumericId(value)).toBe(id));

  it.each([['-1'], ['1.5'], ['1e3'], ['0x10'], ['0000000006'], ['2147483648'], [''], ['abc'], [undefined]])('%j is not an id', (value) => {
    expect(parseNumericId(value)).toBeNull();
  });
});

describe('the canonical person of a reference (login, resend, tracker and operator keys)', () => {
  // the eleven spellings of people id 6 of issue 16: nine digit strings and both tracking prefixes
  const spellings = ['6', '06', '006', '0006', '00006', '000006', '0000006', '00000006', '000000006', 'VEP0001506', 'VEA0001506'];

  it('every spelling of one person is one id', () => {
    expect(spellings.map(personReferenceToId)).toEqual(spellings.map(() => 6));
    expect(personReferenceToId('vep0001506')).toBe(6);
    expect(spellings.every((s) => PERSON_REFERENCE_PATTERN.test(s))).toBe(true);
  });

  it.each([['0'], ['000000000'], ['VEP0001500'], ['VEP0000001'], ['VEX0001506'], ['VEP'], ['person 6'], ['']])('%j names nobody', (value) => {
    expect(personReferenceToId(value)).toBeNull();
  });
});
