import { COMPANIES, faviconDataUrl } from 'shared-contracts';
import { applyCompanyBranding } from './branding';

describe('applyCompanyBranding: the company outside the React tree', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg"><meta name="theme-color" content="#0b3d62">';
    delete document.documentElement.dataset.company;
  });

  it('replaces the build’s favicon and theme colour with the company’s', () => {
    applyCompanyBranding(COMPANIES.mwpa);
    const icon = document.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]');
    expect(icon).toHaveLength(1);
    expect(icon[0]!.getAttribute('href')).toBe(faviconDataUrl(COMPANIES.mwpa.theme));
    expect(icon[0]!.type).toBe('image/png');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]')!.content).toBe('#a3470d');
    expect(document.documentElement.dataset.company).toBe('mwpa');
  });

  it('creates the elements when the page has none, and follows a change of company', () => {
    document.head.innerHTML = '';
    applyCompanyBranding(COMPANIES.spa);
    applyCompanyBranding(COMPANIES.toll);
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')!.getAttribute('href')).toBe(faviconDataUrl(COMPANIES.toll.theme));
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]')!.content).toBe(COMPANIES.toll.theme.primary[6]);
    expect(document.documentElement.dataset.company).toBe('toll');
  });
});
