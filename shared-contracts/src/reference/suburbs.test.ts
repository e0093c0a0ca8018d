import { configureApi, resetApi } from 'shared-contracts';
import { loadedLocalities, suburbSuggestions, suburbsOf } from './suburbs';

describe("the suburb typeahead's suggestions (spec §9)", () => {
  afterEach(resetApi);

  it('asks a state once, suggests from 2 characters, and holds the list for the locality rule', async () => {
    const fetch = jest.fn(async () => new Response(JSON.stringify([{ Name: 'Albany', Postcode: '6330', State: 'WA' }, { Name: 'Alkimos', Postcode: '6038', State: 'WA' }])));
    configureApi({ baseUrl: 'https://api.msic.test', tokenAllowlist: [], websiteType: 'msic', getCompany: () => 'msic', getFormKey: () => undefined, getToken: () => undefined, fetch: fetch as unknown as typeof globalThis.fetch });
    expect(loadedLocalities('WA')).toBeUndefined();
    await expect(suburbSuggestions('WA')('Alb')).resolves.toEqual([{ value: 'Albany|6330', label: 'Albany, WA 6330', suburb: { Name: 'Albany', Postcode: '6330', State: 'WA' } }]);
    await expect(suburbSuggestions('WA')('A')).resolves.toEqual([]);
    await suburbsOf('WA');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(loadedLocalities('WA')).toHaveLength(2);
  });
});
