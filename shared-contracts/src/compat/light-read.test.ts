import { checkAnswer } from './check-answer';
import { createApiClient, type ApiClientOptions } from './client';
import { endpoints } from './endpoints';
import { ApiError, isApiError, NETWORK_STATUS } from '../kernel/transport/errors';
import type { ApiEvent } from '../kernel/transport/events';
import { lightRead } from './light-read';
import { pageAnswersOf } from '../kernel/transport/page-data';

interface Sent {
  url: string;
  init: RequestInit;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(answer: (url: string) => Response | Promise<Response>, overrides: Partial<ApiClientOptions> = {}) {
  const sent: Sent[] = [];
  const events: ApiEvent[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), init: init ?? {} });
    return answer(String(input));
  });
  const options: ApiClientOptions = {
    baseUrl: 'https://api.msic.test/',
    tokenAllowlist: ['https://maps.partner.test'],
    websiteType: 'public',
    getCompany: () => 'tasports',
    getFormKey: () => 'form-key-1',
    getToken: () => 'tok.en.x',
    fetch: fetch as unknown as typeof globalThis.fetch,
    onEvent: (e) => events.push(e),
    pageOrigin: 'https://www.msic.test',
    pageAnswers: pageAnswersOf(undefined),
    ...overrides,
  };
  return { options, sent, events, fetch };
}

const progress = { module: 0, unanswered: [0], induction: null, redirect: '/induction-status/5/key', domain: 'localhost', slide: 0, completedSlides: [] };

describe('a light read (shared-contracts/light-read, decision 061): a GET sent as the client sends it, checked later', () => {
  it('sends what the client sends: the same URL, headers and redirect rule', async () => {
    const light = setup(() => json(progress));
    const typed = setup(() => json(progress));
    await lightRead(light.options, 'induction', '/induction/:id', { params: { id: 42 } });
    await createApiClient(typed.options).call('induction', { params: { id: 42 } });
    expect(light.sent[0]?.url).toBe(typed.sent[0]?.url);
    expect(light.sent[0]?.url).toBe('https://api.msic.test/induction/42');
    const headers = (s: Sent) => Object.fromEntries(new Headers(s.init.headers));
    expect(headers(light.sent[0]!)).toEqual(headers(typed.sent[0]!));
    expect(headers(light.sent[0]!)).toMatchObject({ company: 'tasports', websitetype: 'public', formkey: 'form-key-1', authorization: 'Bearer tok.en.x' });
    expect(light.sent[0]?.init.redirect).toBe(typed.sent[0]?.init.redirect);
    expect(light.sent[0]?.init.method).toBe('GET');
  });

  it('names every endpoint by its path in the table (the type holds it; this holds the table)', () => {
    expect(endpoints.induction.path).toBe('/induction/:id');
    expect(endpoints.inductionProgram.path).toBe('/induction/:id/program');
    expect(endpoints.foreignCardIncompleteInductions.path).toBe('/api/foreign-card/:id/:randomId/inductions/incomplete');
    expect(endpoints.getOperationalNeedForm.path).toBe('/api/people/operational-need-form/:id/:refId');
  });

  it('returns the answer unchecked, and checkAnswer checks it as the client would', async () => {
    const { options } = setup(() => json(progress));
    const answer = await lightRead(options, 'induction', '/induction/:id', { params: { id: 42 } });
    expect(answer).toEqual({ endpoint: 'induction', url: 'https://api.msic.test/induction/42', status: 200, payload: progress });
    expect(checkAnswer(answer)).toEqual(await createApiClient(setup(() => json(progress)).options).call('induction', { params: { id: 42 } }));
    const bad = { ...answer, payload: { ...progress, module: 'first' } };
    expect(() => checkAnswer(bad)).toThrow(ApiError);
    try {
      checkAnswer(bad);
    } catch (error) {
      expect(error).toMatchObject({ kind: 'invalid-response', status: 200, endpoint: 'induction', url: answer.url, method: 'GET' });
      expect(Object.keys((error as ApiError).fieldErrors)).toEqual(['module']);
    }
  });

  it('rejects a refusal with the ApiError the client throws: kind http, status, server message and code', async () => {
    const answer = () => json({ message: 'Induction not found', code: 'not_found' }, 404);
    const light = await lightRead(setup(answer).options, 'induction', '/induction/:id', { params: { id: 7 } }).catch((e: unknown) => e);
    const typed = await createApiClient(setup(answer).options)
      .call('induction', { params: { id: 7 } })
      .catch((e: unknown) => e);
    expect(isApiError(light)).toBe(true);
    for (const key of ['kind', 'status', 'message', 'serverMessage', 'code', 'endpoint', 'url', 'method'] as const) expect((light as ApiError)[key]).toEqual((typed as ApiError)[key]);
  });

  it('passes a 401 and a 503 to onEvent as the client does, and rejects them', async () => {
    for (const status of [401, 503]) {
      const { options, events } = setup(() => json({ message: 'no' }, status));
      await expect(lightRead(options, 'foreignCard', '/api/foreign-card/:id/:randomId', { params: { id: 1, randomId: 'r' } })).rejects.toMatchObject({ status });
      expect(events).toEqual([{ type: status === 401 ? 'unauthenticated' : 'maintenance', status, url: 'https://api.msic.test/api/foreign-card/1/r', endpoint: 'foreignCard' }]);
    }
  });

  it('a failure to reach the API is kind network with status -1; an abort stays an AbortError', async () => {
    const down = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(lightRead(down.options, 'induction', '/induction/:id', { params: { id: 1 } })).rejects.toMatchObject({ name: 'ApiError', kind: 'network', status: NETWORK_STATUS });
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const aborted = setup(() => Promise.reject(abort));
    await expect(lightRead(aborted.options, 'induction', '/induction/:id', { params: { id: 1 } })).rejects.toBe(abort);
  });

  it('a missing path parameter is refused before sending, as invalid-request', async () => {
    const { options, fetch } = setup(() => json(progress));
    await expect(lightRead(options, 'induction', '/induction/:id', { params: {} })).rejects.toMatchObject({ kind: 'invalid-request', status: 400 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers a parameterless call once from the page, for its company, then from the network', async () => {
    const bodies = [{ Id: 1, Code: 'VEP', Cardtype: 'MSIC', Name: 'MSIC Card Online' }];
    const { options, fetch } = setup(() => json([]), { pageAnswers: pageAnswersOf({ company: 'tasports', answers: { issuingBodies: bodies } }) });
    await expect(lightRead(options, 'issuingBodies', '/api/issuing-body/list')).resolves.toMatchObject({ status: 200, payload: bodies });
    expect(fetch).not.toHaveBeenCalled();
    await expect(lightRead(options, 'issuingBodies', '/api/issuing-body/list')).resolves.toMatchObject({ payload: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
