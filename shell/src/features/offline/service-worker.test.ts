import { addressesToKeep } from './keep-loaded-files';
import { originsOf, type Origins } from './origins';

describe('what the page asks for again once its service worker controls it (decision 047)', () => {
  const origins = originsOf({ apiBase: 'http://api.test', remotes: { application: { manifest: 'http://app.test/v/1.0.1-abc/mf-manifest.json' } } as never });

  it("the page, its own files and the remotes' files, and the API's reference lists: not a draft, not another origin", () => {
    const page = 'http://shell.test/apply/form/12/step2';
    const loaded = [
      'http://shell.test/js/main.0123456789.js',
      'http://shell.test/config.json',
      'http://app.test/v/1.0.1-abc/remoteEntry.js',
      'http://app.test/v/1.0.1-abc/js/step-two.abcdef0123.js',
      'http://api.test/api/country/list',
      'http://api.test/shared/data/au/WA.json',
      'http://api.test/api/form/12',
      'http://api.test/api/captcha/challenge',
      'https://maps.example/tile.png',
      'not a url',
    ];
    const { files, reference } = addressesToKeep(page, loaded, origins);
    expect(files).toEqual([page, ...loaded.slice(0, 4)]);
    expect(reference).toEqual(['http://api.test/api/country/list', 'http://api.test/shared/data/au/WA.json']);
  });
});

// sw.js runs as it is, without the shell's build, so it has its own copy of originsOf: the two must agree
describe("the worker's origins of a runtime configuration are the shell's", () => {
  const worker = require('../../service-worker/sw.js') as { originsOf(config: unknown): Origins };
  it.each([
    { apiBase: 'http://api.test', remotes: { application: { manifest: 'http://app.test/v/1.0.1-abc/mf-manifest.json' } } },
    { apiBase: 'http://api.test/base', remotes: { application: { manifest: 'http://app.test/mf-manifest.json' }, content: { manifest: 'http://app.test/v/2/mf-manifest.json' }, bad: { manifest: 'nope' } } },
    { apiBase: 'not a url', remotes: {} },
  ])('%j', (config) => {
    expect(worker.originsOf(config)).toEqual(originsOf(config as never));
  });
});

