import { COMPANY_IDS } from './company';
import { contrastRatio, WCAG_AA_NORMAL_TEXT } from './contrast';
import { faviconDataUrl, faviconSvg } from './favicon';
import { THEMES } from './themes';

describe('the favicon generated from each company theme', () => {
  it.each(COMPANY_IDS.map((id) => [id]))('%s: its monogram in white on its primary shade', (id) => {
    const theme = THEMES[id];
    const svg = faviconSvg(theme);
    const fill = theme.primary[theme.primaryShade] as string;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32">.*<\/svg>$/);
    expect(svg).toContain(`fill="${fill}"`);
    expect(svg).toContain(`>${theme.monogram}</text>`);
    expect(contrastRatio('#ffffff', fill)).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT);
    expect(decodeURIComponent(faviconDataUrl(theme).replace(/^data:image\/svg\+xml,/, ''))).toBe(svg);
  });

  it('differs between companies of different colours', () => {
    expect(faviconSvg(THEMES.toll)).not.toBe(faviconSvg(THEMES.mwpa));
  });

  it('escapes the monogram', () => {
    expect(faviconSvg({ ...THEMES.msic, monogram: 'A&<' })).toContain('>A&#38;&#60;</text>');
  });
});
