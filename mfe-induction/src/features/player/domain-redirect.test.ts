import { domainRedirect } from './domain-redirect';

const here = { protocol: 'http:', hostname: 'localhost', port: '4003', pathname: '/induction/1234567', search: '' };

describe('the induction domain redirect (spec §4)', () => {
  it('stays when the page is already on the induction’s domain', () => {
    expect(domainRedirect('msic', 'localhost', here)).toBeNull();
  });

  it('goes to the induction’s domain, keeping port and path, for a company other than tasports or spa', () => {
    expect(domainRedirect('msic', 'spa.localhost', here)).toBe('http://spa.localhost:4003/induction/1234567');
    expect(domainRedirect('toll', 'localhost', { ...here, hostname: 'toll.localhost', port: '', search: '?a=1' })).toBe('http://localhost/induction/1234567?a=1');
  });

  it('never redirects the tasports and spa variants', () => {
    expect(domainRedirect('spa', 'localhost', { ...here, hostname: 'spa.localhost' })).toBeNull();
    expect(domainRedirect('tasports', 'spa.localhost', here)).toBeNull();
  });
});
