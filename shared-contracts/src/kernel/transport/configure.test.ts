import { defineEndpoints } from './endpoint';
import { api, call, configureApi, resetApi, urlFor } from './configure';
import type { StandardSchemaV1 } from './standard-schema';

/** A schema written by hand: the transport needs nothing of zod, only the Standard Schema interface. */
const numberList: StandardSchemaV1<unknown, number[]> = {
  '~standard': {
    version: 1,
    vendor: 'test',
    validate: (value) => (Array.isArray(value) && value.every((n) => typeof n === 'number') ? { value: value as number[] } : { issues: [{ message: 'Expected numbers', path: [{ key: 0 }] }] }),
  },
};
const table = defineEndpoints({
  numbers: { method: 'GET', path: '/api/numbers/:kind', response: numberList, auth: 'none' },
});

describe('the configured transport: configureApi, call, api(table), urlFor', () => {
  afterEach(resetApi);

  const configure = (answer: unknown) => {
    const fetch = jest.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    configureApi({ baseUrl: 'https://api.msic.test', tokenAllowlist: [], websiteType: 'msic', getCompany: () => 'msic', getFormKey: () => undefined, getToken: () => undefined, fetch: fetch as unknown as typeof globalThis.fetch });
    return fetch;
  };

  it('refuses a call before the shell configured it', async () => {
    expect(() => call(table.numbers, { params: { kind: 'odd' } })).toThrow('The API is not configured');
  });

  it('calls an endpoint by its definition, checked through its Standard Schema', async () => {
    const fetch = configure([1, 3]);
    await expect(call(table.numbers, { params: { kind: 'odd' } })).resolves.toEqual([1, 3]);
    expect(fetch).toHaveBeenCalledWith('https://api.msic.test/api/numbers/odd', expect.objectContaining({ method: 'GET' }));
  });

  it("api(table) makes one typed function a endpoint, through the transport configured at the call's time", async () => {
    const numbers = api(table);
    configure(['x']);
    await expect(numbers.numbers({ params: { kind: 'odd' } })).rejects.toMatchObject({ kind: 'invalid-response', endpoint: 'numbers', fieldErrors: { '0': ['Expected numbers'] } });
    configure([2]);
    await expect(numbers.numbers({ params: { kind: 'even' } })).resolves.toEqual([2]);
  });

  it('writes a download address', () => {
    configure([]);
    expect(urlFor(table.numbers, { kind: 'a b' })).toBe('https://api.msic.test/api/numbers/a%20b');
  });
});

describe('a schema that checks asynchronously', () => {
  afterEach(resetApi);

  it('is awaited: the answer is checked all the same', async () => {
    const later: StandardSchemaV1<unknown, string> = { '~standard': { version: 1, vendor: 'test', validate: async (value) => (typeof value === 'string' ? { value } : { issues: [{ message: 'Expected a word' }] }) } };
    const words = defineEndpoints({ word: { method: 'GET', path: '/api/word', response: later, auth: 'none' } });
    const answers = ['"hello"', '7'];
    configureApi({ baseUrl: 'https://api.msic.test', tokenAllowlist: [], websiteType: 'msic', getCompany: () => 'msic', getFormKey: () => undefined, getToken: () => undefined, fetch: (async () => new Response(answers.shift())) as unknown as typeof fetch });
    await expect(call(words.word)).resolves.toBe('hello');
    await expect(call(words.word)).rejects.toMatchObject({ kind: 'invalid-response', fieldErrors: { _form: ['Expected a word'] } });
  });
});
