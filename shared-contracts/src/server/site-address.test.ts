import { COMPANY_IDS, DEFAULT_COMPANY, type CompanyId } from '../kernel/companies/company';
import { companyForHost } from '../kernel/companies/resolve';
import { companySiteUrl, parseCompanyHosts, type SiteAddressing } from './site-address';

const companySiteUrls = (addressing: SiteAddressing): Record<CompanyId, string> =>
  Object.fromEntries(COMPANY_IDS.map((id) => [id, companySiteUrl(id, addressing)])) as Record<CompanyId, string>;
const defaultAddressing = (publicSiteUrl: string): SiteAddressing => ({ publicSiteUrl, hosts: {}, subdomains: true, defaultCompany: DEFAULT_COMPANY });

describe("issue 39: a variant's links open its own site (COMPANY_HOSTS, then the sub-domain rule, PUBLIC_SITE_URL last)", () => {
  it('locally, every variant is <company>.localhost on the shell port, and msic the public site', () => {
    const urls = companySiteUrls(defaultAddressing('http://localhost:3000'));
    expect(urls.msic).toBe('http://localhost:3000');
    expect(urls.bne).toBe('http://bne.localhost:3000');
    expect(urls['asset-msic']).toBe('http://asset-msic.localhost:3000');
    expect(urls.spa).toBe('http://spa.localhost:3000');
  });

  it('every origin opens its own variant by the front ends’ rule', () => {
    const addressing = defaultAddressing('http://localhost:4000');
    for (const id of COMPANY_IDS) {
      const host = new URL(companySiteUrl(id, addressing)).hostname;
      expect([id, companyForHost(host, { hosts: {}, subdomain: true, default: 'msic' })]).toEqual([id, id]);
    }
  });

  it('an exact host rule comes first, with the scheme and port of the public site', () => {
    const addressing: SiteAddressing = {
      publicSiteUrl: 'https://www.cards.example.com.au',
      hosts: parseCompanyHosts('ID.BrisbaneAirport.example=bne, asic.example=asic,broken'),
      subdomains: true,
      defaultCompany: 'msic',
    };
    expect(companySiteUrl('bne', addressing)).toBe('https://id.brisbaneairport.example');
    expect(companySiteUrl('asic', addressing)).toBe('https://asic.example');
    // no rule: the sub-domain of the public site's domain, its leading www. left off
    expect(companySiteUrl('spa', addressing)).toBe('https://spa.cards.example.com.au');
    expect(companySiteUrl('msic', addressing)).toBe('https://www.cards.example.com.au');
  });

  it('without sub-domains a variant with no host rule falls back to the public site', () => {
    const addressing: SiteAddressing = { publicSiteUrl: 'https://cards.example', hosts: { 'bne.example': 'bne' }, subdomains: false, defaultCompany: 'msic' };
    expect(companySiteUrl('bne', addressing)).toBe('https://bne.example');
    expect(companySiteUrl('spa', addressing)).toBe('https://cards.example');
  });

  it('a public site that is an address (no sub-domains possible) is the fallback', () => {
    expect(companySiteUrl('bne', defaultAddressing('http://127.0.0.1:3000'))).toBe('http://127.0.0.1:3000');
  });

  it('a public site on a variant sub-domain gives its siblings on the same domain', () => {
    expect(companySiteUrl('asic', defaultAddressing('https://msic.example.net'))).toBe('https://asic.example.net');
  });
});
