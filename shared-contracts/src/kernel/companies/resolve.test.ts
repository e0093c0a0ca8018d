import { companyForHost } from './resolve';

const resolution = { default: 'msic', hosts: { 'cards.toll.example': 'toll', 'typo.example': 'tol' }, subdomain: true };

describe('§1 companyForHost: one deployment serves every variant', () => {
  it.each([
    ['toll.localhost', 'toll'],
    ['asset-msic.localhost', 'asset-msic'],
    ['TASPORTS.localhost.', 'tasports'],
    ['spa.cards.example.net', 'spa'],
    ['cards.toll.example', 'toll'],
    ['localhost', 'msic'],
    ['127.0.0.1', 'msic'],
    ['www.example.net', 'msic'],
    ['nobody.localhost', 'msic'],
  ])('%s → %s', (host, company) => expect(companyForHost(host, resolution)).toBe(company));

  it('with sub-domains off only exact host rules and the default apply', () => {
    expect(companyForHost('toll.localhost', { ...resolution, subdomain: false })).toBe('msic');
    expect(companyForHost('cards.toll.example', { ...resolution, subdomain: false })).toBe('toll');
  });

  it('a configured value that names no company falls through to the next rule, never to the screens', () => {
    expect(companyForHost('typo.example', resolution)).toBe('msic');
    expect(companyForHost('localhost', { ...resolution, default: 'nope' })).toBe('msic');
    expect(companyForHost('localhost', { ...resolution, default: 'bne' })).toBe('bne');
  });
});
