import { ROUTE_IDS, ROUTES, WIZARD_PAGE_DATA } from 'shared-contracts';
import { referenceEndpoints } from './endpoints';

// The kernel's routes name the answers a page carries (tools/page-data-block.mjs) by endpoint name, without importing a
// domain: each must be a public, parameterless GET of a JSON answer of the reference lists.
describe('the page data the routes name (issue 17, decision 055)', () => {
  const named = new Set(ROUTE_IDS.flatMap((id) => [...((ROUTES[id] as { pageData?: readonly string[] }).pageData ?? [])]));

  it.each([...named])('%s is a public, parameterless GET of the reference lists', (name) => {
    const endpoint = referenceEndpoints[name as keyof typeof referenceEndpoints];
    expect(endpoint).toBeDefined();
    expect(endpoint).toMatchObject({ method: 'GET', auth: 'none' });
    expect(endpoint.path).not.toContain(':');
    expect(endpoint.response).not.toBe('blob');
  });

  it('the wizard names its lists', () => {
    expect([...named].sort()).toEqual([...WIZARD_PAGE_DATA].sort());
  });
});
