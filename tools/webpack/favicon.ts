// Each company's favicon, drawn at the build into dist/favicons/<company>.png (create-config.js runs this file) and
// served as /favicon.png by the static server for the company of the host (decisions 066 and 093). A PNG, not an SVG:
// Chromium decodes an SVG icon on the main thread after every navigation.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COMPANIES, COMPANY_IDS, type CompanyTheme } from 'shared-contracts';

type FaviconTheme = Pick<CompanyTheme, 'primary' | 'primaryShade' | 'monogram'>;

export const FAVICON_SIZE = 32;
const RADIUS = 6;

/** A 5 × 7 capital per letter, one string of five pixels per row ('#' drawn). */
const GLYPHS: Record<string, readonly string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#...#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
};

/** Pixels per glyph pixel across and down, a bolder stroke, and the gap between letters. */
function lettering(count: number) {
  if (count === 1) return { sx: 3, sy: 3, bold: 0, gap: 0 };
  if (count === 2) return { sx: 2, sy: 2, bold: 0, gap: 2 };
  return { sx: 1, sy: 2, bold: 1, gap: 2 };
}

/** 0 outside the rounded square, 1 the square's colour, 2 the letters' white. */
export function faviconPixels(monogram: string): Uint8Array {
  const size = FAVICON_SIZE;
  const pixels = new Uint8Array(size * size);
  const inside = (x: number, y: number) => {
    const cx = Math.min(Math.max(x + 0.5, RADIUS), size - RADIUS);
    const cy = Math.min(Math.max(y + 0.5, RADIUS), size - RADIUS);
    return (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= RADIUS ** 2;
  };
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) pixels[y * size + x] = inside(x, y) ? 1 : 0;
  const letters = [...monogram].slice(0, 3);
  const { sx, sy, bold, gap } = lettering(letters.length);
  const glyphWidth = 5 * sx + bold;
  const width = letters.length * glyphWidth + (letters.length - 1) * gap;
  const left = Math.floor((size - width) / 2);
  const top = Math.floor((size - 7 * sy) / 2);
  letters.forEach((letter, i) => {
    const rows = GLYPHS[letter] ?? [];
    const x0 = left + i * (glyphWidth + gap);
    rows.forEach((row, gy) => {
      for (let gx = 0; gx < 5; gx++) {
        if (row[gx] !== '#') continue;
        for (let dy = 0; dy < sy; dy++) for (let dx = 0; dx < sx + bold; dx++) pixels[(top + gy * sy + dy) * size + x0 + gx * sx + dx] = 2;
      }
    });
  });
  return pixels;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

function chunk(type: string, data: readonly number[] | Uint8Array): number[] {
  const body = Uint8Array.from([...type].map((c) => c.charCodeAt(0)).concat(Array.from(data)));
  return [...u32(data.length), ...body, ...u32(crc32(body))];
}

const rgb = (hex: string): number[] => {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
};

/** 2 bits a pixel, in one uncompressed deflate block: about 400 bytes, nothing to gain from compressing. */
export function faviconPng(theme: FaviconTheme): Uint8Array {
  const fill = theme.primary[theme.primaryShade] ?? theme.primary[6] ?? '#000000';
  const pixels = faviconPixels(theme.monogram);
  const size = FAVICON_SIZE;
  const rowBytes = size / 4;
  const raw = new Uint8Array(size * (rowBytes + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (rowBytes + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) raw[y * (rowBytes + 1) + 1 + (x >> 2)]! |= pixels[y * size + x]! << (6 - 2 * (x & 3));
  }
  const zlib = [0x78, 0x01, 0x01, raw.length & 0xff, raw.length >> 8, ~raw.length & 0xff, (~raw.length >> 8) & 0xff, ...raw, ...u32(adler32(raw))];
  return Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ...chunk('IHDR', [...u32(size), ...u32(size), 2, 3, 0, 0, 0]),
    ...chunk('PLTE', [0, 0, 0, ...rgb(fill), 255, 255, 255]),
    ...chunk('tRNS', [0]),
    ...chunk('IDAT', zlib),
    ...chunk('IEND', []),
  ]);
}

// tsx tools/webpack/favicon.ts <dist>
if (require.main === module) {
  const dir = path.join(process.argv[2] ?? 'dist', 'favicons');
  mkdirSync(dir, { recursive: true });
  for (const id of COMPANY_IDS) writeFileSync(path.join(dir, `${id}.png`), faviconPng(COMPANIES[id].theme));
}
