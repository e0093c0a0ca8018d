import { CONTRACTS_MAJOR } from 'shared-contracts';

const registerRemotes = jest.fn();
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  loadRemote: (...args: unknown[]) => loadRemote(...args),
}));

import { configureRemotes, forgetRemote, loadRemoteApp, RemoteUnavailableError } from './remote-registry';

function manifest(contractsMajor: number) {
  return { metaData: { contractsMajor, contractsVersion: `${contractsMajor}.0.0`, buildVersion: '1.0.0', remoteEntry: { name: 'remoteEntry.js', path: '' } } };
}

function answer(body: unknown, ok = true) {
  return Promise.resolve({ ok, status: ok ? 200 : 500, json: () => Promise.resolve(body) } as Response);
}

describe('remote registry (ARCHITECTURE.md runtime topology)', () => {
  const App = () => null;
  beforeEach(() => {
    registerRemotes.mockReset();
    loadRemote.mockReset();
    configureRemotes({ content: { manifest: 'http://localhost:3005/mf-manifest.json' } });
    forgetRemote('content');
  });

  it('registers the remote entry found next to the manifest and loads its App', async () => {
    global.fetch = jest.fn(() => answer(manifest(CONTRACTS_MAJOR))) as typeof fetch;
    loadRemote.mockResolvedValue({ default: App });
    const module = await loadRemoteApp('content');
    expect(module.default).toBe(App);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_content', entry: 'http://localhost:3005/remoteEntry.js' }], { force: true });
    expect(loadRemote).toHaveBeenCalledWith('mfe_content/App');
  });

  it('refuses a remote built against another shared-contracts major (compatibility gate)', async () => {
    global.fetch = jest.fn(() => answer(manifest(CONTRACTS_MAJOR + 1))) as typeof fetch;
    await expect(loadRemoteApp('content')).rejects.toMatchObject({ reason: 'incompatible' });
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('reports an unreachable remote and loads it afresh on the next try', async () => {
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const failure = loadRemoteApp('content');
    await expect(failure).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(failure).rejects.toMatchObject({ reason: 'unreachable' });

    global.fetch = jest.fn(() => answer(manifest(CONTRACTS_MAJOR))) as typeof fetch;
    loadRemote.mockResolvedValue({ default: App });
    await expect(loadRemoteApp('content')).resolves.toEqual({ default: App });
  });

  it('uses the manifest the page embedded for the remote the registry names, without fetching it (issue 17)', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'remote-manifests';
    script.textContent = JSON.stringify({ content: { manifest: 'http://localhost:3005/mf-manifest.json', ...manifest(CONTRACTS_MAJOR) } });
    document.head.append(script);
    try {
      global.fetch = jest.fn(() => Promise.reject(new TypeError('no fetch expected'))) as typeof fetch;
      loadRemote.mockResolvedValue({ default: App });
      await expect(loadRemoteApp('content')).resolves.toEqual({ default: App });
      expect(global.fetch).not.toHaveBeenCalled();
      expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_content', entry: 'http://localhost:3005/remoteEntry.js' }], { force: true });

      // a release moved the registry since the page was served: the embedded copy is not that release's
      forgetRemote('content');
      configureRemotes({ content: { manifest: 'http://localhost:3005/v/2.0.0-abc/mf-manifest.json', version: '2.0.0-abc' } });
      global.fetch = jest.fn(() => answer(manifest(CONTRACTS_MAJOR))) as typeof fetch;
      await loadRemoteApp('content');
      expect(global.fetch).toHaveBeenCalledWith('http://localhost:3005/v/2.0.0-abc/mf-manifest.json', { cache: 'no-store' });
    } finally {
      script.remove();
    }
  });

  it('still applies the compatibility gate to an embedded manifest', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'remote-manifests';
    script.textContent = JSON.stringify({ content: { manifest: 'http://localhost:3005/mf-manifest.json', ...manifest(CONTRACTS_MAJOR + 1) } });
    document.head.append(script);
    try {
      await expect(loadRemoteApp('content')).rejects.toMatchObject({ reason: 'incompatible' });
    } finally {
      script.remove();
    }
  });

  it('names a remote that has no manifest configured', async () => {
    await expect(loadRemoteApp('induction')).rejects.toMatchObject({ reason: 'invalid' });
  });
});
