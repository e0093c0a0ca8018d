import { installErrorLogging } from './error-logging';
import { configureTestApi } from 'shared-contracts/testing';

describe('uncaught client exceptions are logged to POST /api/logger (spec §7)', () => {
  const fetchMock = jest.fn(() => Promise.resolve(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })));
  beforeAll(() => {
    configureTestApi({
      fetch: fetchMock as unknown as typeof fetch,
    });
    installErrorLogging();
  });
  beforeEach(() => fetchMock.mockClear());

  function loggedBodies() {
    return (fetchMock.mock.calls as unknown as [string, RequestInit][])
      .filter(([url]) => String(url).endsWith('/api/logger'))
      .map(([, init]) => JSON.parse(String(init.body)));
  }

  it('sends url, message, type exception, stack trace and cause', async () => {
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom', { cause: 'why' }), message: 'boom' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(loggedBodies()).toEqual([expect.objectContaining({ message: 'boom', type: 'exception', cause: 'why', url: window.location.href })]);
  });

  it('does not log a failure whose message contains status -1', async () => {
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('Request failed with status -1'), message: 'x' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(loggedBodies()).toEqual([]);
  });
});
