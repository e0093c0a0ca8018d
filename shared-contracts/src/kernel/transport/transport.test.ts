import { contentEndpoints } from '../../content/endpoints';
import { formEndpoints } from '../../form/step-endpoints';
import { referenceEndpoints } from '../../reference/endpoints';
import { validDraft } from '../../testing/fixtures';
import { trackingEndpoints } from '../../tracking/calls';
import { MESSAGES } from '../../rules/messages';
import { createTransport, type ApiOptions } from './transport';
import { ApiError, rateLimitMessage } from './errors';
import { pageAnswersFromDocument, pageAnswersOf, PAGE_DATA_ELEMENT_ID } from './page-data';
import type { ApiEvent } from './events';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function setup(answer: (url: string) => Response | Promise<Response> = () => json({ ok: true }), overrides: Partial<ApiOptions> = {}) {
  const sent: Sent[] = [];
  const events: ApiEvent[] = [];
  const state = { token: 'tok.en.x' as string | undefined, formKey: 'form-key-1' as string | undefined };
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({
      url,
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers)),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return answer(url);
  });
  const client = createTransport({
    baseUrl: 'https://api.msic.test/',
    tokenAllowlist: ['https://maps.partner.test'],
    websiteType: 'public',
    getCompany: () => 'tasports',
    getFormKey: () => state.formKey,
    getToken: () => state.token,
    fetch: fetch as unknown as typeof globalThis.fetch,
    onEvent: (e) => events.push(e),
    pageOrigin: 'https://www.msic.test',
    ...overrides,
  });
  return { client, sent, events, state, fetch };
}

/** the endpoints these tests call, from the domains that own them */
const E = { ...referenceEndpoints, ...formEndpoints, ...trackingEndpoints, ...contentEndpoints };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the one transport (spec §6, §7, §8)', () => {
  it('§7 sends Company, WebsiteType, FormKey and the bearer token to the API origin', async () => {
    const { client, sent } = setup(() => json([{ Code: 'WA', Name: 'Western Australia' }]));
    await expect(client.call(E.states)).resolves.toEqual([{ Code: 'WA', Name: 'Western Australia' }]);
    expect(sent[0]?.url).toBe('https://api.msic.test/api/state/list');
    expect(sent[0]?.headers).toMatchObject({ company: 'tasports', websitetype: 'public', formkey: 'form-key-1', authorization: 'Bearer tok.en.x' });
  });

  it('leaves FormKey and Authorization out when nothing is stored', async () => {
    const { client, sent, state } = setup();
    state.token = undefined;
    state.formKey = undefined;
    await client.call(E.logout);
    expect(sent[0]?.headers).not.toHaveProperty('formkey');
    expect(sent[0]?.headers).not.toHaveProperty('authorization');
  });

  it("sends the form key a call names instead of the session's (a form's save that outlived its page)", async () => {
    const { client, sent } = setup(() => json({}));
    await client.call(E.states, { formKey: 'form-key-2' }).catch(() => undefined);
    await client.call(E.states).catch(() => undefined);
    expect(sent.map((s) => s.headers.formkey)).toEqual(['form-key-2', 'form-key-1']);
  });

  it('fills path params and query, and validates then sends the body', async () => {
    const { client, sent } = setup((url) => (url.includes('/404') ? json({ ok: true }) : json({ id: 7, form: { Firstname: 'Jane' } })));
    const saved = await client.call(E.updateForm, { params: { id: 7 }, body: validDraft() });
    expect(saved).toEqual({ id: 7, form: { Firstname: 'Jane' } });
    expect(sent[0]).toMatchObject({ url: 'https://api.msic.test/api/form/7', method: 'PUT' });
    expect(sent[0]?.headers['content-type']).toBe('application/json');
    expect(sent[0]?.body).toEqual(validDraft());
    await client.call(E.log404, { query: { uri: '/no/such page' } });
    expect(sent[1]?.url).toBe('https://api.msic.test/404?uri=%2Fno%2Fsuch+page');
  });

  it('refuses an invalid body locally with a 400-style error and field errors, sending nothing', async () => {
    const { client, fetch } = setup();
    const error = await client.call(E.tracker, { body: { VepNumber: 'VEP123', Birthday: '1985-02-30' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid-request', status: 400, endpoint: 'tracker' });
    expect(Object.keys((error as ApiError).fieldErrors).sort()).toEqual(['Birthday', 'VepNumber']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('§6 sends the token to an allowlisted origin, never for .html, and refuses a foreign origin without sending', async () => {
    const { client, sent, fetch } = setup(() => new Response('<p>template</p>'));
    await client.send('https://maps.partner.test/geocode?q=Albany');
    expect(sent[0]?.headers.authorization).toBe('Bearer tok.en.x');
    await client.send('/templates/status.html');
    expect(sent[1]?.url).toBe('https://api.msic.test/templates/status.html');
    expect(sent[1]?.headers).not.toHaveProperty('authorization');
    await client.send('https://www.msic.test/config.json');
    expect(sent[2]?.headers).not.toHaveProperty('authorization');
    await expect(client.send('https://evil.test/collect')).rejects.toMatchObject({ kind: 'foreign-origin' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['a protocol-relative URL', '//evil.test/collect'],
    ['a look-alike sub-domain of the API host', 'https://api.msic.test.evil.test/api/people/1'],
    ['user info in front of a foreign host', 'https://api.msic.test@evil.test/api/people/1'],
    ['the API host on another port', 'https://api.msic.test:8443/api/people/1'],
    ['the API host over plain http', 'http://api.msic.test/api/people/1'],
    ['the page origin with a token-looking path', 'https://evil.test/https://api.msic.test/api/people/1'],
    ['an allowlisted host on another scheme', 'http://maps.partner.test/geocode'],
  ])('§6 the bearer token never leaves for %s', async (_label, target) => {
    const { client, sent } = setup(() => json({ ok: true }));
    await client.send(target).catch(() => undefined);
    // whatever the client made of the address, the token went to the API's own origin or nowhere
    const leaked = sent.filter((s) => s.headers.authorization && new URL(s.url).origin !== 'https://api.msic.test');
    expect(leaked).toEqual([]);
  });

  it('§6 the bearer token is not walked to another origin by a redirect: a request carrying it does not follow one', async () => {
    // a platform that follows redirects with every header (older browsers did): the API answers a redirect to evil.test
    const reached: { url: string; authorization?: string }[] = [];
    const followingFetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      reached.push({ url: String(input), authorization: headers.get('authorization') ?? undefined });
      if (String(input).startsWith('https://api.msic.test/')) {
        if (init?.redirect === 'error') throw new TypeError('fetch failed: redirect mode is error');
        if (init?.redirect !== 'manual') {
          reached.push({ url: 'https://evil.test/collect', authorization: headers.get('authorization') ?? undefined });
          return json({ stolen: true });
        }
      }
      return json({ ok: true });
    });
    const { client } = setup(undefined, { fetch: followingFetch as unknown as typeof globalThis.fetch });
    await expect(client.call(E.person, { params: { id: 1 } })).rejects.toMatchObject({ kind: 'network' });
    await client.send('/api/people/1').catch(() => undefined);
    expect(reached.filter((r) => !r.url.startsWith('https://api.msic.test/'))).toEqual([]);
    // without a token there is nothing to protect: public calls follow redirects as usual
    const anonymous = setup(() => json([]), { getToken: () => undefined });
    await anonymous.client.call(E.states);
    expect(anonymous.fetch.mock.calls[0]?.[1]?.redirect).toBe('follow');
  });

  it('§8 any 401 raises the unauthenticated event and a typed error with the server code', async () => {
    const { client, events } = setup(() => json({ message: 'The code is not correct', code: 'invalid_verification' }, 401));
    const error = await client.call(E.login, { body: { username: 'VEP1234567', password: '1985-04-12', verificationCode: '1' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 401, code: 'invalid_verification', serverMessage: 'The code is not correct' });
    expect(events).toEqual([{ type: 'unauthenticated', status: 401, url: 'https://api.msic.test/api/login', endpoint: 'login' }]);
  });

  it('§8 503 raises the maintenance event, also on a raw fetch', async () => {
    const { client, events } = setup(() => new Response('down', { status: 503 }));
    await expect(client.call(E.health)).rejects.toMatchObject({ kind: 'http', status: 503 });
    await client.send('/api/health');
    expect(events.map((e) => e.type)).toEqual(['maintenance', 'maintenance']);
  });

  it("§8 429 carries the server's message, else the default", async () => {
    const withMessage = setup(() => json({ message: 'Slow down: try again in 60 seconds' }, 429));
    const e1 = (await withMessage.client.call(E.tracker, { body: { VepNumber: 'VEP1234567', Birthday: '1985-04-12' } }).catch((e: unknown) => e)) as ApiError;
    expect(rateLimitMessage(e1)).toBe('Slow down: try again in 60 seconds');
    const bare = setup(() => new Response('', { status: 429 }));
    const e2 = (await bare.client.call(E.tracker, { body: { VepNumber: 'VEP1234567', Birthday: '1985-04-12' } }).catch((e: unknown) => e)) as ApiError;
    expect(rateLimitMessage(e2)).toBe(MESSAGES.tooManyRequests);
  });

  it('a network failure is status -1, and its message says so (kept out of the client log)', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await client.call(E.health).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'network', status: -1 });
    expect(error.message).toContain('status -1');
  });

  it('400 answers keep the server field errors', async () => {
    const { client } = setup(() => json({ message: 'Some answers need correcting', fieldErrors: { Firstname: ['Enter your first name'] } }, 400));
    await expect(client.call(E.createForm, { body: {} })).rejects.toMatchObject({ kind: 'http', status: 400, fieldErrors: { Firstname: ['Enter your first name'] } });
  });

  it('an answer that breaks the contract is an invalid-response error', async () => {
    const { client } = setup(() => json([{ Code: 'XX', Name: 1 }]));
    await expect(client.call(E.states)).rejects.toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('downloads answer a Blob', async () => {
    const { client, sent } = setup(() => new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } }));
    const blob = await client.call(E.downloadInvoice, { params: { id: 1233067, formId: 7 } });
    expect(blob).toBeInstanceOf(Blob);
    await expect(blob.text()).resolves.toBe('%PDF-1.7');
    expect(sent[0]?.url).toBe('https://api.msic.test/api/download/invoice/1233067/7');
  });

  it('builds URLs and lets others subscribe to events', async () => {
    const { client } = setup(() => new Response('', { status: 401 }));
    expect(client.urlFor(E.suburbs, { state: 'WA' })).toBe('https://api.msic.test/shared/data/au/WA.json');
    const seen: string[] = [];
    const stop = client.subscribe((e) => seen.push(e.type));
    await client.send('/api/people/1');
    stop();
    await client.send('/api/people/1');
    expect(seen).toEqual(['unauthenticated']);
  });

  it('needs an absolute base URL', () => {
    expect(() => setup(undefined, { baseUrl: '/api' })).toThrow('baseUrl must be an absolute URL');
  });

  it('types params, query, body and the answer from the endpoint; misuse fails to compile and at run time', async () => {
    const person = {
      Id: 1233067, IncompleteFormId: 7, RandomId: 'k3J9x', Site: 0, WebsiteId: null, ExtraData: null, OperationalNeedPublic: null,
      _basedOnAsic: false, _interviewedAt: null, _paidAt: null, _opsApproved: null, _ausCheckUploaded: null, _ausCheckDecision: null, _msicPosted: null,
    };
    const { client, fetch } = setup(() => json(person));
    const record = await client.call(E.person, { params: { id: 1233067 } });
    const id: number = record.Id;
    expect(id).toBe(1233067);
    // @ts-expect-error person needs its id param
    await expect(client.call(E.person)).rejects.toMatchObject({ kind: 'invalid-request' });
    // @ts-expect-error the tracker body is the wire form {VepNumber, Birthday}
    await expect(client.call(E.tracker, { body: { Number: 'VEP1234567', Birthdate: '1985-04-12' } })).rejects.toMatchObject({ kind: 'invalid-request' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('answers the page arrived with (issue 17, tools/page-data-block.mjs)', () => {
  const WA = [{ Code: 'WA', Name: 'Western Australia' }];
  const NSW = [{ Code: 'NSW', Name: 'New South Wales' }];

  it("answers a public list from the page once, for the page's company, then from the network", async () => {
    const { client, sent } = setup(() => json(NSW), { pageAnswers: pageAnswersOf({ company: 'tasports', answers: { states: WA } }) });
    await expect(client.call(E.states)).resolves.toEqual(WA);
    expect(sent).toHaveLength(0);
    await expect(client.call(E.states)).resolves.toEqual(NSW);
    expect(sent.map((s) => s.url)).toEqual(['https://api.msic.test/api/state/list']);
  });

  it("does not use another company's answers, an answer that breaks the contract, or one for another endpoint", async () => {
    const other = setup(() => json(NSW), { pageAnswers: pageAnswersOf({ company: 'bne', answers: { states: WA } }) });
    await expect(other.client.call(E.states)).resolves.toEqual(NSW);
    expect(other.sent).toHaveLength(1);
    const broken = setup(() => json(NSW), { pageAnswers: pageAnswersOf({ company: 'tasports', answers: { states: [{ Code: 7 }] } }) });
    await expect(broken.client.call(E.states)).resolves.toEqual(NSW);
    const elsewhere = setup(() => json(NSW), { pageAnswers: pageAnswersOf({ company: 'tasports', answers: { countries: WA } }) });
    await expect(elsewhere.client.call(E.states)).resolves.toEqual(NSW);
    expect(elsewhere.sent).toHaveLength(1);
  });

  it('never answers a call with a token, parameters or a body from the page', async () => {
    const { client, sent } = setup(() => json({ ok: true }), { pageAnswers: pageAnswersOf({ company: 'tasports', answers: { logout: { ok: false } } }) });
    await client.call(E.logout);
    expect(sent).toHaveLength(1);
  });

  it("reads the block of the page's document; a missing or malformed block answers nothing", () => {
    const doc = (text: string | undefined) => ({ getElementById: (id: string) => (id === PAGE_DATA_ELEMENT_ID && text !== undefined ? ({ textContent: text } as HTMLElement) : null) });
    expect(pageAnswersFromDocument(doc(JSON.stringify({ company: 'msic', answers: { states: WA } }))).take('states', 'msic')).toEqual(WA);
    expect(pageAnswersFromDocument(doc('{not json')).take('states', 'msic')).toBeUndefined();
    expect(pageAnswersFromDocument(doc(JSON.stringify({ company: 'msic', answers: [] }))).take('states', 'msic')).toBeUndefined();
    expect(pageAnswersFromDocument(doc(undefined)).take('states', 'msic')).toBeUndefined();
    expect(pageAnswersFromDocument(undefined).take('states', 'msic')).toBeUndefined();
  });
});
