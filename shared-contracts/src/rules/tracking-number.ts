import { TRACKING_NUMBER_OFFSET } from 'shared-contracts';

/** Spec §5 */
export const TRACKING_NUMBER_PATTERN = /^(VEA|VEP)(\d{7})$/i;

/** A people id or a tracking number (the login's username, the operator's ref). */
export const PERSON_REFERENCE_PATTERN = /^(\d{1,9}|(VEA|VEP)\d{7})$/i;

export type TrackingPrefix = 'VEP' | 'VEA';

export interface TrackingNumber {
  prefix: TrackingPrefix;
  /** the 7 digits as typed */
  digits: string;
  /** the number minus the tracking offset */
  id: number;
}

export function parseTrackingNumber(value: string | null | undefined): TrackingNumber | null {
  const match = TRACKING_NUMBER_PATTERN.exec((value ?? '').trim());
  if (!match) return null;
  const digits = match[2] as string;
  return { prefix: (match[1] as string).toUpperCase() as TrackingPrefix, digits, id: Number(digits) - TRACKING_NUMBER_OFFSET };
}

export const isTrackingNumber = (value: string | null | undefined): boolean => parseTrackingNumber(value) !== null;

export function trackingNumberToId(value: string | null | undefined): number | null {
  return parseTrackingNumber(value)?.id ?? null;
}

export function idToTrackingNumber(id: number, prefix: TrackingPrefix = 'VEP'): string {
  const n = id + TRACKING_NUMBER_OFFSET;
  if (!Number.isInteger(id) || n < 0 || n > 9_999_999) throw new RangeError(`No tracking number for people id ${id}`);
  return `${prefix}${String(n).padStart(7, '0')}`;
}

/** Leading zeros allowed; nine digits at most: always below the database's integer limit. */
export function parseNumericId(value: string | null | undefined): number | null {
  const text = (value ?? '').trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** Every spelling of one person gives the same id, so rate limits keyed on it cannot be multiplied by respelling. */
export function personReferenceToId(value: string | null | undefined): number | null {
  const id = parseNumericId(value) ?? trackingNumberToId(value);
  return id !== null && id >= 1 ? id : null;
}
