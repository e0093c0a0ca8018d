import { TRACKING_NUMBER_OFFSET } from '../constants';

/** Tracking number: VEA or VEP plus exactly 7 digits, case-insensitive (spec §5). */
export const TRACKING_NUMBER_PATTERN = /^(VEA|VEP)(\d{7})$/i;

export interface TrackingNumber {
  prefix: 'VEP' | 'VEA';
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
  return { prefix: (match[1] as string).toUpperCase() as 'VEP' | 'VEA', digits, id: Number(digits) - TRACKING_NUMBER_OFFSET };
}

export const isTrackingNumber = (value: string | null | undefined): boolean => parseTrackingNumber(value) !== null;

/** The people id a tracking number stands for, or null when it is not a tracking number. */
export function trackingNumberToId(value: string | null | undefined): number | null {
  return parseTrackingNumber(value)?.id ?? null;
}

/** The tracking number of a people id (the inverse of trackingNumberToId). */
export function idToTrackingNumber(id: number, prefix: 'VEP' | 'VEA' = 'VEP'): string {
  const n = id + TRACKING_NUMBER_OFFSET;
  if (!Number.isInteger(id) || n < 0 || n > 9_999_999) throw new RangeError(`No tracking number for people id ${id}`);
  return `${prefix}${String(n).padStart(7, '0')}`;
}
