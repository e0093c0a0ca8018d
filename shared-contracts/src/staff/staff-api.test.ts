import { configureApi, type ApiEvent } from 'shared-contracts';
import { staffApi } from './index';

const reply = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

function configure(fetch: jest.Mock, onEvent: (event: ApiEvent) => void) {
  configureApi({ baseUrl: 'http://api.test', tokenAllowlist: [], websiteType: 'msic', getCompany: () => 'msic', getFormKey: () => undefined, getToken: () => 'applicant-token', fetch, onEvent, pageOrigin: 'http://localhost' });
}

describe("staffApi: the staff console's calls through the one transport (decision 053)", () => {
  it("sends a staff call with the browser's cookies and without the applicant's bearer token", async () => {
    const fetch = jest.fn(() => reply(200, { email: 'officer@staff.localhost', name: 'Olive Officer', role: 'officer' }));
    configure(fetch, () => undefined);
    await expect(staffApi.staffSession()).resolves.toMatchObject({ name: 'Olive Officer' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/staff/session');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it("raises no unauthenticated event for a staff 401 (it would end the applicant's session), and passes a 503 on", async () => {
    const events: ApiEvent[] = [];
    const fetch = jest.fn().mockReturnValueOnce(reply(401, { message: 'Please sign in.' })).mockReturnValueOnce(reply(503, { message: 'Down for maintenance' }));
    configure(fetch, (event) => events.push(event));
    await expect(staffApi.staffSession()).rejects.toMatchObject({ status: 401 });
    await expect(staffApi.staffQueue({ query: { stage: 'decision' } })).rejects.toMatchObject({ status: 503 });
    expect(events.map((e) => e.type)).toEqual(['maintenance']);
  });
});
