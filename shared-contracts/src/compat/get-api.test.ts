import { configureApi, resetApi } from 'shared-contracts';
import { getApi, isApiConfigured } from './get-api';

const options = {
  baseUrl: 'http://localhost:8080',
  tokenAllowlist: [],
  websiteType: 'public',
  getCompany: () => 'msic',
  getFormKey: () => undefined,
  getToken: () => undefined,
};

describe('the API client singleton', () => {
  afterEach(resetApi);

  it('throws a clear error until configured', () => {
    expect(isApiConfigured()).toBe(false);
    expect(() => getApi()).toThrow('The API client is not configured');
  });

  it('creates the client on first use and returns the same one to everyone', () => {
    configureApi(options);
    const client = getApi();
    expect(client.baseUrl).toBe('http://localhost:8080');
    expect(getApi()).toBe(client);
    expect(isApiConfigured()).toBe(true);
  });

  it('makes a new client when the configuration changes', () => {
    configureApi(options);
    const first = getApi();
    configureApi({ ...options, baseUrl: 'http://api.example.test' });
    expect(getApi()).not.toBe(first);
    expect(getApi().baseUrl).toBe('http://api.example.test');
  });
});
