import { ASA_TYPE_DENIED } from 'shared-contracts';
import { FIELD_MESSAGES } from '../rules/field-messages';

interface AirportChoiceLike {
  AsaType?: string | null;
  CanHaveAsa?: boolean | null;
}

/** A chosen airport whose ASA type is Denied, or which cannot have ASA, is bad (spec §5). */
export function isBadAirport(airport: AirportChoiceLike): boolean {
  return airport.AsaType === ASA_TYPE_DENIED || airport.CanHaveAsa === false;
}

/** Spec §5: exactly 1 when the minimum is 1, otherwise at least the minimum; no bad airport. */
export function airportsError(airports: readonly AirportChoiceLike[] | null | undefined, min: number): string | null {
  const list = airports ?? [];
  if (list.some(isBadAirport)) return FIELD_MESSAGES.airportDenied;
  if (min === 1) return list.length === 1 ? null : FIELD_MESSAGES.airportsExactlyOne;
  return list.length >= min ? null : FIELD_MESSAGES.minAirports(min);
}
