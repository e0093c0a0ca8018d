import { IssuingBodyList } from '../reference/issuing-body-list';
import { checkAnswer } from './check-answer';
import type { ApiClientOptions } from './client';
import { createApiClient } from './client';
import { endpoints } from './endpoints';
import { ApiError } from '../kernel/transport/errors';
import { checkIssuingBodies, ISSUING_BODIES_ENDPOINT, readIssuingBodies } from './issuing-bodies';
import { lightRead, type RawAnswer } from './light-read';
import { pageAnswersOf } from '../kernel/transport/page-data';

const bodies = [
  { Id: 1, Code: 'VEP', Cardtype: 'MSIC', Name: 'Veridex Pty Ltd' },
  { Id: 4, Code: 'AVS', Cardtype: 'ASIC', Name: 'Airside Vetting Services' },
  { Id: 9, Code: 'OTHER', Cardtype: 'MSIC', Name: 'Another issuing body' },
];
const raw = (payload: unknown): RawAnswer<'issuingBodies'> => ({ endpoint: 'issuingBodies', url: 'https://api.msic.test/api/issuing-body/list', status: 200, payload });

/** The error a check throws, or undefined. */
function thrown(check: () => unknown): unknown {
  try {
    check();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('the issuing bodies checked without the endpoint table (shared-contracts/issuing-bodies, decision 062)', () => {
  it('checks with the endpoint table’s own schema, method and path', () => {
    expect(endpoints.issuingBodies.response).toBe(IssuingBodyList);
    expect(ISSUING_BODIES_ENDPOINT).toEqual({ method: endpoints.issuingBodies.method, path: endpoints.issuingBodies.path });
  });

  it('returns the list as checkAnswer returns it', () => {
    expect(checkIssuingBodies(raw(bodies))).toEqual(bodies);
    expect(checkIssuingBodies(raw(bodies))).toEqual(checkAnswer(raw(bodies)));
    // unknown keys are stripped, as the client strips them
    expect(checkIssuingBodies(raw([{ ...bodies[0], Extra: 'x' }]))).toEqual([bodies[0]]);
  });

  it.each([
    ['an object, not a list', { list: bodies }],
    ['a card type the contract does not know', [{ ...bodies[0], Cardtype: 'PASS' }]],
    ['a control character in a name', [{ ...bodies[0], Name: 'Veridex\u0007' }]],
    ['a negative id', [{ ...bodies[0], Id: -1 }]],
    ['a missing code', [{ Id: 1, Cardtype: 'MSIC', Name: 'Veridex Pty Ltd' }]],
    ['nothing', undefined],
  ])('refuses %s with the client’s invalid-response error, field for field', (_what, payload) => {
    const light = thrown(() => checkIssuingBodies(raw(payload)));
    const full = thrown(() => checkAnswer(raw(payload)));
    expect(light).toBeInstanceOf(ApiError);
    expect(light).toMatchObject({ kind: 'invalid-response', status: 200, endpoint: 'issuingBodies', method: 'GET', url: 'https://api.msic.test/api/issuing-body/list' });
    expect(Object.keys((light as ApiError).fieldErrors).length).toBeGreaterThan(0);
    const fields = (e: unknown) => {
      const { kind, status, message, fieldErrors, endpoint, url, method } = e as ApiError;
      return { kind, status, message, fieldErrors, endpoint, url, method };
    };
    expect(fields(light)).toEqual(fields(full));
  });

  describe('readIssuingBodies: the answer getApi().call(\'issuingBodies\') gives, without the API layer', () => {
    const setup = (embedded: unknown, network: unknown = []) => {
      const fetch = jest.fn(async () => new Response(JSON.stringify(network), { status: 200 }));
      const options = (): ApiClientOptions => ({
        baseUrl: 'https://api.msic.test/',
        tokenAllowlist: [],
        websiteType: 'public',
        getCompany: () => 'msic',
        getFormKey: () => undefined,
        getToken: () => undefined,
        fetch: fetch as unknown as typeof globalThis.fetch,
        pageOrigin: 'https://www.msic.test',
        pageAnswers: pageAnswersOf(embedded === undefined ? undefined : { company: 'msic', answers: { issuingBodies: embedded } }),
      });
      return { fetch, options };
    };

    it('takes the page’s list when it matches the schema, without a request, as the client does', async () => {
      const light = setup(bodies);
      const typed = setup(bodies);
      expect(await readIssuingBodies(light.options())).toEqual(await createApiClient(typed.options()).call('issuingBodies'));
      expect(await readIssuingBodies(setup(bodies).options())).toEqual(bodies);
      expect(light.fetch).not.toHaveBeenCalled();
      expect(typed.fetch).not.toHaveBeenCalled();
    });

    it('marks an answer the page carried, and not one of the network', async () => {
      const page = await lightRead(setup(bodies).options(), 'issuingBodies', '/api/issuing-body/list');
      const network = await lightRead(setup(undefined, bodies).options(), 'issuingBodies', '/api/issuing-body/list');
      expect(page.fromPage).toBe(true);
      expect(network.fromPage).toBeUndefined();
    });

    it('asks the API when the page’s list does not match the schema, as the client does', async () => {
      const bad = [{ ...bodies[0], Cardtype: 'PASS' }];
      const light = setup(bad, bodies.slice(0, 1));
      const typed = setup(bad, bodies.slice(0, 1));
      expect(await readIssuingBodies(light.options())).toEqual(await createApiClient(typed.options()).call('issuingBodies'));
      expect(light.fetch).toHaveBeenCalledTimes(1);
      expect(light.fetch.mock.calls[0]).toEqual(typed.fetch.mock.calls[0]);
    });

    it('refuses a network answer that does not match, with the client’s error', async () => {
      const bad = [{ ...bodies[0], Id: 'one' }];
      const light = await readIssuingBodies(setup(undefined, bad).options()).catch((e: unknown) => e);
      const typed = await createApiClient(setup(undefined, bad).options())
        .call('issuingBodies')
        .catch((e: unknown) => e);
      expect(light).toMatchObject({ name: 'ApiError', kind: 'invalid-response', endpoint: 'issuingBodies' });
      expect((light as ApiError).fieldErrors).toEqual((typed as ApiError).fieldErrors);
      expect((light as ApiError).kind).toBe((typed as ApiError).kind);
    });
  });
});
