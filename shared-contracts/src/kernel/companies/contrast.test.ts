import { COMPANY_IDS } from './company';
import { contrastRatio, parseHexColour, relativeLuminance, WCAG_AA_NORMAL_TEXT } from '../../testing/contrast';
import { THEMES } from './themes';

describe('WCAG contrast helper', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s → %d', (fg, bg, expected) => expect(contrastRatio(fg, bg)).toBeCloseTo(expected, 2));

  it('parses short and long hex', () => {
    expect(parseHexColour('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColour('1d4f91')).toEqual([29, 79, 145]);
    expect(() => parseHexColour('blue')).toThrow('Not a hex colour');
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
  });
});

describe('every company theme is readable (WCAG AA, 4.5:1)', () => {
  describe.each(COMPANY_IDS.map((id) => [id]))('%s', (id) => {
    const t = THEMES[id];
    const button = t.primary[t.primaryShade] as string;
    it('text on background', () => expect(contrastRatio(t.text, t.background)).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT));
    it('white text on the primary button', () => expect(contrastRatio('#ffffff', button)).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT));
    it('primary links on the background', () => expect(contrastRatio(button, t.background)).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT));
    it('the scale runs from light to dark', () => {
      const lum = t.primary.map(relativeLuminance);
      lum.slice(1).forEach((l, i) => expect(l).toBeLessThan(lum[i] as number));
    });
  });
});
