// npm run rollback -- <remote>: ends the remote's canary (every visitor back on stable), or with no canary, puts the
// remote back on the stable release before the current one. The API changes the pointers and audits it
// (tools/release.mjs says how the command reaches it).
import { pathToFileURL } from 'node:url';
import { changeRelease } from './release.mjs';

/** @param {string} name @param {{ env?: NodeJS.ProcessEnv, log?: (line: string) => void }} [options] */
export const rollback = (name, options = {}) => changeRelease(name, { action: 'rollback' }, options);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [name, ...extra] = process.argv.slice(2);
  (!name || extra.length ? Promise.reject(new Error('usage: npm run rollback -- <remote>')) : rollback(name)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
