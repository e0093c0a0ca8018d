import { configureTestApi } from 'shared-contracts/testing';
import { loadReferenceData } from './reference-data';

// Decision 070: the lists are read without the API layer and drawn as they came; once the form layers are here each
// is checked against its endpoint's schema, and one that fails is asked of the API again through the client.
it('a list that fails its check is asked of the API again, and the checked lists are what it answers', async () => {
  const asked: string[] = [];
  const countries = [{ Id: 1, Name: 'Australia', Code: 'AU' }];
  let countryCalls = 0;
  const fetch = (async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname;
    asked.push(path);
    // the first answer of the country list is malformed (an id that is not a number), the second is right
    const body = path === '/api/country/list' ? (countryCalls++ === 0 ? [{ Id: 'one', Name: 'Australia' }] : countries) : [];
    return { ok: true, status: 200, text: async () => JSON.stringify(body) };
  }) as unknown as typeof globalThis.fetch;
  configureTestApi({ fetch });
  const lists = await loadReferenceData();
  expect(lists.countries).toEqual(countries);
  expect(asked.filter((path) => path === '/api/country/list')).toHaveLength(2);
  expect(asked.filter((path) => path === '/api/state/list')).toHaveLength(1);
});
