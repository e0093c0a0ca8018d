import { configureApi } from '../kernel/transport/configure';

/** What the shell gives configureApi. */
type ApiClientOptions = Parameters<typeof configureApi>[0];

/** The API origin of the component tests: nothing answers there but the test's own fetch. */
export const TEST_API_BASE = 'http://api.test';

/**
 * Points the one API client at a test's own fetch, as the shell would for the msic company on a first visit: no form
 * key and no token unless the test gives them (read live, so a test can sign in through the session store).
 */
export function configureTestApi(options: Partial<ApiClientOptions> & Pick<ApiClientOptions, 'fetch'>): void {
  configureApi({
    baseUrl: TEST_API_BASE,
    tokenAllowlist: [],
    websiteType: 'msic',
    getCompany: () => 'msic',
    getFormKey: () => undefined,
    getToken: () => undefined,
    ...options,
  });
}
