import { createTransport } from 'shared-contracts';
import { staffEndpoints } from './all-endpoints';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the typed client over the staff table (issue 19: cookie session, the bearer model unchanged)', () => {
  function setup(answer: () => Response) {
    const seen: { url: string; init: RequestInit }[] = [];
    const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push({ url: String(input), init: init ?? {} });
      return answer();
    });
    const client = createTransport({
      baseUrl: 'https://api.msic.test',
      tokenAllowlist: [],
      websiteType: 'staff',
      getCompany: () => 'msic',
      getFormKey: () => undefined,
      getToken: () => 'an-applicant-token',
      fetch: fetch as unknown as typeof globalThis.fetch,
      pageOrigin: 'https://www.msic.test',
    });
    return { client, seen };
  }

  it('sends a staff call with the cookies and without the bearer token', async () => {
    const { client, seen } = setup(() => json({ email: 'officer@staff.localhost', name: 'Officer', role: 'officer' }));
    await expect(client.call(staffEndpoints.staffSession)).resolves.toEqual({ email: 'officer@staff.localhost', name: 'Officer', role: 'officer' });
    expect(seen[0]!.init.credentials).toBe('include');
    expect(new Headers(seen[0]!.init.headers).has('authorization')).toBe(false);
  });

  it('sends sign-in with cookies (the browser keeps the cookie it sets only then), validated by its schema', async () => {
    const { client, seen } = setup(() => json({ email: 'a@b.test', name: 'A', role: 'viewer' }));
    await expect(client.call(staffEndpoints.staffSignIn, { body: { email: 'a@b.test', password: 'x', code: '12' } })).rejects.toMatchObject({ kind: 'invalid-request' });
    await client.call(staffEndpoints.staffSignIn, { body: { email: 'a@b.test', password: 'x', code: '123456' } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.init.credentials).toBe('include');
    expect(new Headers(seen[0]!.init.headers).has('authorization')).toBe(false);
  });

  it('builds the queue and document addresses from the table', () => {
    const { client } = setup(() => json({}));
    expect(client.urlFor(staffEndpoints.staffQueue, undefined, { stage: 'decision', q: 'Jane', page: 2 })).toBe('https://api.msic.test/api/operator/applications?stage=decision&q=Jane&page=2');
    expect(client.urlFor(staffEndpoints.staffDocument, { ref: 'VEP0001501', kind: 'invoice' })).toBe('https://api.msic.test/api/operator/people/VEP0001501/documents/invoice');
  });
});
