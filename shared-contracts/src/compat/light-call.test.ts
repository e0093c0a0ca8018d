import { staffEndpoints } from '../staff/all-endpoints';
import { createApiClient, type ApiClientOptions } from './client';
import { endpoints } from './endpoints';
import type { ApiEvent } from '../kernel/transport/events';
import { LIGHT_ENDPOINTS, lightCall, lightUrl, logMissingPage } from './light-call';

interface Sent {
  url: string;
  init: RequestInit;
  answer: Response;
}

function setup({ status = 200, body = { ok: true }, token = 'an-applicant-token', formKey }: { status?: number; body?: unknown; token?: string; formKey?: string } = {}) {
  const sent: Sent[] = [];
  const events: ApiEvent[] = [];
  const options: ApiClientOptions = {
    baseUrl: 'https://api.msic.test/',
    tokenAllowlist: [],
    websiteType: 'msic',
    getCompany: () => 'msic',
    getFormKey: () => formKey,
    getToken: () => token,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      sent.push({ url: String(input), init: init ?? {}, answer });
      return answer;
    }) as typeof fetch,
    onEvent: (event) => events.push(event),
    pageOrigin: 'https://www.msic.test',
  };
  return { options, sent, events };
}

/** What a request is, as far as the API can tell: address, method, headers, cookies, redirects. */
const seen = ({ url, init }: Sent) => ({
  url,
  method: init.method,
  headers: Object.fromEntries(new Headers(init.headers)),
  credentials: init.credentials,
  redirect: init.redirect,
});

describe('light calls (issue 17): sent exactly as the typed client sends them, without the API layer', () => {
  it('names each endpoint as its table does', () => {
    expect(LIGHT_ENDPOINTS.log404).toEqual({ name: 'log404', method: endpoints.log404.method, path: endpoints.log404.path, auth: endpoints.log404.auth });
    const session = staffEndpoints.staffSession;
    expect(LIGHT_ENDPOINTS.staffSession).toEqual({ name: 'staffSession', method: session.method, path: session.path, auth: session.auth });
  });

  it('logs a missing page as call("log404") did: same address, headers (token and form key included) and events', async () => {
    const light = setup({ formKey: 'a-form-key' });
    await logMissingPage(light.options, '/no-such-page?x=1&y=a b');
    const typed = setup({ formKey: 'a-form-key' });
    await createApiClient(typed.options).call('log404', { query: { uri: '/no-such-page?x=1&y=a b' } });
    expect(light.sent).toHaveLength(1);
    expect(seen(light.sent[0]!)).toEqual(seen(typed.sent[0]!));
    expect(light.sent[0]!.url).toBe('https://api.msic.test/404?uri=%2Fno-such-page%3Fx%3D1%26y%3Da+b');
    expect(new Headers(light.sent[0]!.init.headers).get('Authorization')).toBe('Bearer an-applicant-token');
  });

  it('does not send an address the endpoint refuses (empty, or over the URL length of §5), as the typed client did not', async () => {
    const light = setup();
    await logMissingPage(light.options, '');
    await logMissingPage(light.options, `/${'x'.repeat(2000)}`);
    expect(light.sent).toHaveLength(0);
    const typed = setup();
    await expect(createApiClient(typed.options).call('log404', { query: { uri: `/${'x'.repeat(2000)}` } })).rejects.toMatchObject({ kind: 'invalid-request' });
    await logMissingPage(light.options, `/${'x'.repeat(1999)}`);
    expect(light.sent).toHaveLength(1);
  });

  it('ignores a refusal or a network failure of the log, and reads the answer to its end (or the browser keeps it open)', async () => {
    const refused = setup({ status: 429, body: { message: 'Too many requests' } });
    await expect(logMissingPage(refused.options, '/gone')).resolves.toBeUndefined();
    expect(refused.sent[0]!.answer.bodyUsed).toBe(true);
    const offline = setup();
    offline.options.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(logMissingPage(offline.options, '/gone')).resolves.toBeUndefined();
  });

  it('asks who is signed in as call("staffSession") did: cookies included, no bearer token', async () => {
    const member = { email: 'officer@staff.localhost', name: 'Olive Officer', role: 'officer' };
    const light = setup({ body: member });
    const answer = await lightCall(light.options, LIGHT_ENDPOINTS.staffSession);
    await expect(answer.json()).resolves.toEqual(member);
    const typed = setup({ body: member });
    await createApiClient({ ...typed.options, table: staffEndpoints }).call('staffSession');
    expect(seen(light.sent[0]!)).toEqual(seen(typed.sent[0]!));
    expect(light.sent[0]!.init.credentials).toBe('include');
    expect(new Headers(light.sent[0]!.init.headers).has('Authorization')).toBe(false);
  });

  // a staff call's 401 is the console's own (its sign-in form), never the host's: it would end an applicant's session
  it.each([
    [401, 0],
    [503, 1],
  ])('passes a %i of a staff call on to onEvent as the client does (%i events)', async (status, count) => {
    const light = setup({ status, body: { message: 'no' } });
    await lightCall(light.options, LIGHT_ENDPOINTS.staffSession);
    const typed = setup({ status, body: { message: 'no' } });
    await createApiClient({ ...typed.options, table: staffEndpoints })
      .call('staffSession')
      .catch(() => undefined);
    expect(light.events).toEqual(typed.events);
    expect(light.events).toHaveLength(count);
  });

  it('passes the signal on, so that a screen left aborts its call', async () => {
    const light = setup();
    const controller = new AbortController();
    await lightCall(light.options, LIGHT_ENDPOINTS.staffSession, { signal: controller.signal });
    expect(light.sent[0]!.init.signal).toBe(controller.signal);
  });
});

describe('light addresses (issue 17): written as the client writes them', () => {
  it('links a blank form of /forms as urlFor("downloadPublicForm") does, from the one list of forms', async () => {
    const { PUBLIC_FORMS } = await import('../content/public-form-list');
    const { PUBLIC_FORMS: ofTheApiLayer } = await import('../content/public-forms');
    expect(PUBLIC_FORMS).toBe(ofTheApiLayer);
    const def = endpoints.downloadPublicForm;
    expect(LIGHT_ENDPOINTS.downloadPublicForm).toEqual({ name: 'downloadPublicForm', method: def.method, path: def.path, auth: def.auth });
    const { options } = setup();
    const client = createApiClient(options);
    for (const form of PUBLIC_FORMS) expect(lightUrl(options, LIGHT_ENDPOINTS.downloadPublicForm, { document: form.id })).toBe(client.urlFor('downloadPublicForm', { document: form.id }));
    expect(lightUrl(options, LIGHT_ENDPOINTS.downloadPublicForm, { document: 'a b/c' })).toBe('https://api.msic.test/api/forms/a%20b%2Fc');
  });
});
