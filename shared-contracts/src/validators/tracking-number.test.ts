import { idToTrackingNumber, isTrackingNumber, parseTrackingNumber, trackingNumberToId } from './tracking-number';

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
