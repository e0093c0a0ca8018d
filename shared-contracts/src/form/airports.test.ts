import { FIELD_MESSAGES } from '../rules/field-messages';
import { airportsError, isBadAirport } from './airports';

const ok = { AsaType: 'Approved', CanHaveAsa: true };

describe('§5 "Airports: exactly 1 when the minimum is 1, otherwise at least the minimum"', () => {
  it.each([
    [[ok], 1, null],
    [[], 1, FIELD_MESSAGES.airportsExactlyOne],
    [[ok, ok], 1, FIELD_MESSAGES.airportsExactlyOne],
    [[ok, ok], 2, null],
    [[ok, ok, ok], 2, null],
    [[ok], 2, FIELD_MESSAGES.minAirports(2)],
    [[], 0, null],
  ])('%j with minimum %d → %j', (airports, min, expected) => {
    expect(airportsError(airports, min)).toBe(expected);
  });
});

describe('§5 "A chosen airport whose ASA type is Denied, or which cannot have ASA, is bad"', () => {
  it.each([
    [{ AsaType: 'Denied' }, true],
    [{ CanHaveAsa: false }, true],
    [{ AsaType: 'Approved', CanHaveAsa: true }, false],
    [{}, false],
  ])('%j → bad %s', (airport, expected) => expect(isBadAirport(airport)).toBe(expected));

  it('one bad airport makes the choice invalid', () => {
    expect(airportsError([{ AsaType: 'Denied' }], 1)).toBe(FIELD_MESSAGES.airportDenied);
  });
});
