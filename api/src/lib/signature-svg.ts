import { SIGNATURE_MIN_EXTENT_PX } from 'shared-contracts';

/** One mark of a drawn signature, in the SVG's own units (CSS pixels of the pad). */
export type SignatureShape =
  | { kind: 'curve'; points: [number, number, number, number, number, number, number, number]; width: number }
  | { kind: 'line'; points: [number, number, number, number]; width: number }
  | { kind: 'dot'; cx: number; cy: number; r: number };

export interface ParsedSignature {
  width: number;
  height: number;
  shapes: SignatureShape[];
  /** width plus height of the bounding box of every stroke point (spec §5) */
  extent: number;
}

const ALLOWED_ELEMENTS = new Set(['svg', 'path', 'circle', 'line', 'rect']);
const MAX_SHAPES = 20_000;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

function decodeDataUrl(dataUrl: string): string | null {
  const match = /^data:image\/svg\+xml((?:;[a-z0-9=-]+)*),(.*)$/is.exec(dataUrl);
  if (!match) return null;
  const [, parameters = '', payload = ''] = match;
  try {
    return /;base64/i.test(parameters) ? Buffer.from(payload, 'base64').toString('utf8') : decodeURIComponent(payload);
  } catch {
    return null;
  }
}

function attributes(source: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of source.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) found[(m[1] as string).toLowerCase()] = m[2] as string;
  return found;
}

const num = (value: string | undefined): number | null => (value !== undefined && NUMBER.test(value.trim()) ? Number(value) : null);

function curveOf(d: string): [number, number, number, number, number, number, number, number] | null {
  const tokens = d.trim().split(/[\s,]+/);
  if (tokens.length !== 10 || tokens[0] !== 'M' || tokens[3] !== 'C') return null;
  const values = [tokens[1], tokens[2], tokens[4], tokens[5], tokens[6], tokens[7], tokens[8], tokens[9]].map(num);
  return values.every((v): v is number => v !== null) ? (values as [number, number, number, number, number, number, number, number]) : null;
}

/**
 * Reads the SVG data URL of a drawn signature (what `signature_pad` makes: cubic curves, dots and lines) into
 * numbers only. Anything else in the image (script, text, embedded images, other elements) makes it invalid, so
 * nothing but strokes is ever stored or drawn into a letter. Returns null when the image is not a signature.
 */
export function parseSignature(dataUrl: string): ParsedSignature | null {
  const svg = decodeDataUrl(dataUrl);
  if (!svg || !/^\s*(<\?xml[^>]*\?>\s*)?<svg[\s>]/i.test(svg)) return null;
  const shapes: SignatureShape[] = [];
  let width = 0;
  let height = 0;
  for (const m of svg.matchAll(/<\s*([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const tag = (m[1] as string).toLowerCase();
    if (!ALLOWED_ELEMENTS.has(tag)) return null;
    const a = attributes(m[2] as string);
    if (Object.keys(a).some((name) => name.startsWith('on') || name.includes('href'))) return null;
    if (tag === 'svg') {
      const box = (a.viewbox ?? '').trim().split(/[\s,]+/).map(num);
      width = box[2] ?? num(a.width) ?? 0;
      height = box[3] ?? num(a.height) ?? 0;
    } else if (tag === 'path') {
      const points = curveOf(a.d ?? '');
      if (!points) return null;
      shapes.push({ kind: 'curve', points, width: num(a['stroke-width']) ?? 2 });
    } else if (tag === 'line') {
      const points = [num(a.x1), num(a.y1), num(a.x2), num(a.y2)];
      if (!points.every((v) => v !== null)) return null;
      shapes.push({ kind: 'line', points: points as [number, number, number, number], width: num(a['stroke-width']) ?? 2 });
    } else if (tag === 'circle') {
      const [cx, cy, r] = [num(a.cx), num(a.cy), num(a.r)];
      if (cx === null || cy === null || r === null) return null;
      shapes.push({ kind: 'dot', cx, cy, r });
    }
    if (shapes.length > MAX_SHAPES) return null;
  }
  if (!(width > 0 && height > 0) || shapes.length === 0) return null;
  return { width, height, shapes, extent: extentOf(shapes) };
}

function extentOf(shapes: readonly SignatureShape[]): number {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const s of shapes) {
    if (s.kind === 'dot') {
      xs.push(s.cx);
      ys.push(s.cy);
    } else {
      // the stroke's own end points (its control points only shape the curve between them)
      const p = s.points;
      xs.push(p[0], p[p.length - 2] as number);
      ys.push(p[1], p[p.length - 1] as number);
    }
  }
  return Math.max(...xs) - Math.min(...xs) + (Math.max(...ys) - Math.min(...ys));
}

/** A drawn signature the server accepts: a real image of strokes whose extent is over 50 px (spec §5). */
export const isAcceptableSignature = (parsed: ParsedSignature | null): parsed is ParsedSignature => !!parsed && parsed.extent > SIGNATURE_MIN_EXTENT_PX;
