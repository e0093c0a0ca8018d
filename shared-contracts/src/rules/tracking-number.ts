import { TRACKING_NUMBER_OFFSET } from 'shared-contracts';

/** Tracking number: VEA or VEP plus exactly 7 digits, case-insensitive (spec §5). */
export const TRACKING_NUMBER_PATTERN = /^(VEA|VEP)(\d{7})$/i;

/** A numeric id as people type it: 1 to 9 digits, leading zeros allowed (`6`, `06` … `000000006` are one id). */
export const NUMERIC_ID_PATTERN = /^\d{1,9}$/;

/** A reference to one applicant: a people id or a tracking number (the login's username, the operator's ref). */
export const PERSON_REFERENCE_PATTERN = /^(\d{1,9}|(VEA|VEP)\d{7})$/i;

export type TrackingPrefix = 'VEP' | 'VEA';

export interface TrackingNumber {
  prefix: TrackingPrefix;
  /** the 7 digits as typed */
  digits: string;
  /** the people id: the number minus the tracking offset (1500) */
  id: number;
}

/** Parses a tracking number (surrounding spaces ignored); null when it is not one. */
export function parseTrackingNumber(value: string | null | undefined): TrackingNumber | null {
  const match = TRACKING_NUMBER_PATTERN.exec((value ?? '').trim());
  if (!match) return null;
  const digits = match[2] as string;
  return { prefix: (match[1] as string).toUpperCase() as TrackingPrefix, digits, id: Number(digits) - TRACKING_NUMBER_OFFSET };
}

export const isTrackingNumber = (value: string | null | undefined): boolean => parseTrackingNumber(value) !== null;

/** The people id a tracking number stands for, or null when it is not a tracking number. */
export function trackingNumberToId(value: string | null | undefined): number | null {
  return parseTrackingNumber(value)?.id ?? null;
}

/** The tracking number of a people id (the inverse of trackingNumberToId). */
export function idToTrackingNumber(id: number, prefix: TrackingPrefix = 'VEP'): string {
  const n = id + TRACKING_NUMBER_OFFSET;
  if (!Number.isInteger(id) || n < 0 || n > 9_999_999) throw new RangeError(`No tracking number for people id ${id}`);
  return `${prefix}${String(n).padStart(7, '0')}`;
}

/**
 * A numeric id typed or taken from an address (surrounding spaces ignored): 1 to 9 digits, so always within the
 * database's integer range; null for anything else (signs, decimals, exponents, hex, empty).
 */
export function parseNumericId(value: string | null | undefined): number | null {
  const text = (value ?? '').trim();
  // nine digits at most: always below the database's integer limit (2147483647)
  return NUMERIC_ID_PATTERN.test(text) ? Number(text) : null;
}

/**
 * The canonical people id of a reference to one applicant: a people id (`6`, `000000006`) or a tracking number
 * (`VEP0001506`, `vea0001506`). Every spelling of one person gives the same id, so rate limits and attempt
 * counts keyed on it cannot be multiplied by writing the person another way. Null when it names nobody (a
 * tracking number below the offset included).
 */
export function personReferenceToId(value: string | null | undefined): number | null {
  const id = parseNumericId(value) ?? trackingNumberToId(value);
  return id !== null && id >= 1 ? id : null;
}
