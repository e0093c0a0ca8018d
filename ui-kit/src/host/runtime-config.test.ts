import { INLINE_CONFIG_ID, loadRuntimeConfig } from './runtime-config';

const CONFIG = {
  apiBase: 'http://localhost:8080',
  tokenAllowlist: [],
  companyResolution: { default: 'msic', hosts: {}, subdomain: true },
  websiteType: 'msic',
  remotes: { content: { manifest: 'http://localhost:3005/mf-manifest.json' } },
};

describe('loading the runtime configuration', () => {
  const realFetch = global.fetch;
  let fetched: string[];

  beforeEach(() => {
    fetched = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL) => {
      fetched.push(String(url));
      // jsdom has no Response: the two members loadRuntimeConfig reads
      return { ok: true, status: 200, json: async () => ({ ...CONFIG, websiteType: 'from-file' }) };
    }) as unknown as typeof fetch;
  });
  afterEach(() => {
    global.fetch = realFetch;
    document.getElementById(INLINE_CONFIG_ID)?.remove();
  });

  function inline(text: string) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = INLINE_CONFIG_ID;
    block.textContent = text;
    document.head.append(block);
  }

  it('reads the configuration the static server wrote into the page, without a request', async () => {
    inline(JSON.stringify(CONFIG));
    await expect(loadRuntimeConfig()).resolves.toEqual(CONFIG);
    expect(fetched).toEqual([]);
  });

  it('reads /config.json when the page carries none', async () => {
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ websiteType: 'from-file' });
    expect(fetched).toEqual(['/config.json']);
  });

  it('refuses, naming what is missing, an inline configuration without the remotes', async () => {
    const { remotes: _remotes, ...partial } = CONFIG;
    inline(JSON.stringify(partial));
    await expect(loadRuntimeConfig()).rejects.toThrow(`Runtime configuration #${INLINE_CONFIG_ID} is invalid: missing remotes`);
  });
});
