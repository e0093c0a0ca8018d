import { SIGNATURE_MIN_EXTENT_PX } from 'shared-contracts';

export interface SignaturePoint {
  x: number;
  y: number;
}

export function signatureExtent(strokes: readonly (readonly SignaturePoint[])[]): number {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const stroke of strokes) {
    for (const p of stroke) {
      minX = Math.min(minX, p.x);
      maxX = Math.max(maxX, p.x);
      minY = Math.min(minY, p.y);
      maxY = Math.max(maxY, p.y);
    }
  }
  return minX === Infinity ? 0 : maxX - minX + (maxY - minY);
}

/** Spec §5 */
export function isSignatureValid(strokes: readonly (readonly SignaturePoint[])[]): boolean {
  return signatureExtent(strokes) > SIGNATURE_MIN_EXTENT_PX;
}

/** Spec §4: the pad stores an SVG data URL. */
const SIGNATURE_DATA_URL_PATTERN = /^data:image\/svg\+xml(;[a-z0-9=-]+)*,/i;
export const isSignatureDataUrl = (value: string | null | undefined): boolean => !!value && SIGNATURE_DATA_URL_PATTERN.test(value);
