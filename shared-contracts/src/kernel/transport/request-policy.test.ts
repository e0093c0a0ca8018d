import { itAcceptsAndRejects } from '../../testing/rule-cases';
import { applyPortalHeaders, isPermittedOrigin, shouldSendToken, type RequestPolicy } from './request-policy';

const policy: RequestPolicy = { apiOrigin: 'https://api.msic.test', allowlist: ['https://maps.partner.test'], pageOrigin: 'https://www.msic.test' };
const url = (u: string) => new URL(u);

describe('§6 "a bearer token ... only to the API\'s own origin or whitelisted domains, and not for .html templates"', () => {
  itAcceptsAndRejects((u) => shouldSendToken(url(u), policy), ['https://api.msic.test/api/people/1', 'https://maps.partner.test/geocode'], ['https://api.msic.test/templates/status.html', 'https://api.msic.test/templates/STATUS.HTML', 'https://www.msic.test/api/people/1', 'https://evil.test/api/people/1', 'http://api.msic.test/api/people/1']);
});

describe('§6 "A request to a non-whitelisted foreign domain is an error"', () => {
  itAcceptsAndRejects((u) => isPermittedOrigin(url(u), policy), ['https://api.msic.test/api/health', 'https://maps.partner.test/x', 'https://www.msic.test/config.json'], ['https://evil.test/steal', 'https://api.msic.test:8443/api/health']);
});

describe('§7 "Every request carries headers Company, WebsiteType and FormKey (when stored)"', () => {
  it('adds them, and the token where allowed', () => {
    const h = applyPortalHeaders(new Headers(), url('https://api.msic.test/api/form/1'), policy, { company: 'spa', websiteType: 'public', formKey: 'k1', token: 't1' });
    expect(Object.fromEntries(h)).toEqual({ company: 'spa', websitetype: 'public', formkey: 'k1', authorization: 'Bearer t1' });
  });

  it('leaves FormKey out when none is stored, and the token out for .html', () => {
    const h = applyPortalHeaders(new Headers(), url('https://api.msic.test/a.html'), policy, { company: 'msic', websiteType: 'public', formKey: undefined, token: 't1' });
    expect(Object.fromEntries(h)).toEqual({ company: 'msic', websitetype: 'public' });
  });
});
