import { inflateSync } from 'node:zlib';
import { COMPANY_IDS, THEMES } from 'shared-contracts';
import { contrastRatio, WCAG_AA_NORMAL_TEXT } from '../shared-contracts/src/testing/contrast';
import { FAVICON_SIZE, faviconPixels, faviconPng } from './webpack/favicon';

/** The PNG's chunks, read back with their CRCs checked by length and order (a browser refuses a malformed one). */
function chunks(png: Uint8Array) {
  const view = Buffer.from(png);
  expect([...view.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const found: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < view.length; ) {
    const length = view.readUInt32BE(at);
    found.push({ type: view.subarray(at + 4, at + 8).toString('latin1'), data: view.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return found;
}

const hex = (bytes: Buffer) => `#${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;

describe('the favicon generated from each company theme', () => {
  it.each(COMPANY_IDS.map((id) => [id]))('%s: its monogram in white on its primary shade, a 32 px PNG', (id) => {
    const theme = THEMES[id];
    const fill = theme.primary[theme.primaryShade] as string;
    // the pixel font has every letter of the monogram (the registry test allows 1 to 3 capitals)
    for (const letter of theme.monogram) expect(faviconPixels(letter).includes(2)).toBe(true);
    expect(contrastRatio('#ffffff', fill)).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT);
    const png = faviconPng(theme);
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);
    const header = parts[0]!.data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([FAVICON_SIZE, FAVICON_SIZE, 2, 3]);
    const palette = parts[1]!.data;
    expect(hex(palette.subarray(3, 6))).toBe(fill.toLowerCase());
    expect(hex(palette.subarray(6, 9))).toBe('#ffffff');
    expect([...parts[2]!.data]).toEqual([0]); // the first colour is transparent: the square's rounded corners
    // the rows decode to the pixels drawn: each row a filter byte and 32 pixels of 2 bits
    const rows = inflateSync(parts[3]!.data);
    expect(rows).toHaveLength(FAVICON_SIZE * (FAVICON_SIZE / 4 + 1));
    const pixels = faviconPixels(theme.monogram);
    const decoded = Array.from({ length: FAVICON_SIZE * FAVICON_SIZE }, (_, i) => {
      const [x, y] = [i % FAVICON_SIZE, Math.floor(i / FAVICON_SIZE)];
      return (rows[y * 9 + 1 + (x >> 2)]! >> (6 - 2 * (x & 3))) & 3;
    });
    expect(decoded).toEqual([...pixels]);
  });

  it('draws every letter of the monogram, with a transparent rounded corner', () => {
    const count = (monogram: string) => faviconPixels(monogram).filter((p) => p === 2).length;
    expect(faviconPixels('M')[0]).toBe(0);
    expect(faviconPixels('M')[16 * FAVICON_SIZE + 1]).toBe(1);
    // one letter large, two smaller, three smaller still: each letter is there
    expect(count('T')).toBeGreaterThan(count('I') - 1);
    expect(count('TT')).toBeGreaterThan(count('T') / 2);
    expect(count('TTT')).toBeGreaterThan((count('TT') / 2) * 1.2);
    expect(count('BNE')).toBeGreaterThan(count('BN'));
  });

  it('differs between companies of different colours or monograms', () => {
    expect(faviconPng(THEMES.toll)).not.toEqual(faviconPng(THEMES.mwpa));
    expect(faviconPng({ ...THEMES.msic, monogram: 'A' })).not.toEqual(faviconPng(THEMES.msic));
  });
});
