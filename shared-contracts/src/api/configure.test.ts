import { createApiClient } from './client';
import { configureApi, getApi, isApiConfigured, resetApi } from './configure';

describe('the API client singleton', () => {
  afterEach(resetApi);

  it('throws a clear error until configured', () => {
    expect(isApiConfigured()).toBe(false);
    expect(() => getApi()).toThrow('The API client is not configured');
  });

  it('returns the configured client to everyone', () => {
    const client = createApiClient({
      baseUrl: 'http://localhost:8080',
      tokenAllowlist: [],
      websiteType: 'public',
      getCompany: () => 'msic',
      getFormKey: () => undefined,
      getToken: () => undefined,
    });
    configureApi(client);
    expect(getApi()).toBe(client);
    expect(isApiConfigured()).toBe(true);
  });
});
