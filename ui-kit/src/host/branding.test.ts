import { COMPANIES } from 'shared-contracts';
import { applyCompanyBranding } from './branding';

describe('applyCompanyBranding: the company outside the React tree', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="icon" type="image/png" href="/favicon.png"><meta name="theme-color" content="#0b3d62">';
    delete document.documentElement.dataset.company;
  });

  it('replaces the build’s theme colour with the company’s and leaves the icon to the server', () => {
    applyCompanyBranding(COMPANIES.mwpa);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]')!.content).toBe('#a3470d');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')!.getAttribute('href')).toBe('/favicon.png');
    expect(document.documentElement.dataset.company).toBe('mwpa');
  });

  it('creates the element when the page has none, and follows a change of company', () => {
    document.head.innerHTML = '';
    applyCompanyBranding(COMPANIES.spa);
    applyCompanyBranding(COMPANIES.toll);
    expect(document.head.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]')!.content).toBe(COMPANIES.toll.theme.primary[6]);
    expect(document.documentElement.dataset.company).toBe('toll');
  });
});
