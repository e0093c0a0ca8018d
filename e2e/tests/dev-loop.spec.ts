// `npm run dev -- mfe-application` (tools/dev.mjs): the shell and one remote from source with hot module
// replacement, the other remotes from their last build. An edit to a component of the remote shows in the
// shell's page without a reload (issue 21). The edit is made in a copy of the package in a temporary folder
// (`--dir`), so this test can never leave the repository modified, even if it is killed half-way.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROUTES } from 'shared-contracts';
import { PORT_BASE, origin } from '../support/ports';

const ROOT = path.resolve(__dirname, '../..');
// a block of its own inside the worker's: the worker's system uses base+0..5 and base+80
const DEV_PORT_BASE = PORT_BASE + 50;
const SHELL = origin(DEV_PORT_BASE);
// one folder per port block, the same on every run: webpack's cache for the copy (keyed on its path) stays warm
const COPY_ROOT = path.join(tmpdir(), `msic-dev-loop-${DEV_PORT_BASE}`);
const COPY = path.join(COPY_ROOT, 'mfe-application');
const SCREEN = path.join(COPY, 'src/features/notices/link-expired-screen.tsx');
const BUTTON = 'Email me a new link';

let dev: ChildProcess | undefined;
let output = '';
let startSeconds = 0;

function copyPackage() {
  rmSync(COPY_ROOT, { recursive: true, force: true });
  mkdirSync(COPY_ROOT, { recursive: true });
  // the source as it is now; timestamps kept, so webpack's cache recognises unchanged files
  cpSync(path.join(ROOT, 'mfe-application'), COPY, {
    recursive: true,
    preserveTimestamps: true,
    filter: (from) => !/[\\/](dist|releases|node_modules)$/.test(from),
  });
  // the copy resolves react, ui-kit and shared-contracts from the repository's packages, as the real one does
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(COPY_ROOT, 'node_modules'), 'dir');
}

test.describe('the dev loop (npm run dev -- mfe-application)', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    // a cold start compiles the shell and the remote; the build of a remote that has none is not timed here
    test.setTimeout(300_000);
    copyPackage();
    const started = Date.now();
    // its own process group: stopping it stops everything it started
    dev = spawn(process.execPath, [path.join(ROOT, 'tools/dev.mjs'), 'mfe-application', '--no-api', '--dir', `mfe-application=${COPY}`], {
      cwd: ROOT,
      env: { ...process.env, DEV_PORT_BASE: String(DEV_PORT_BASE) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const ready = new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('dev loop ready')) resolve();
      };
      dev?.stdout?.on('data', read);
      dev?.stderr?.on('data', read);
      dev?.on('exit', (code) => reject(new Error(`npm run dev stopped (exit ${code}):\n${output.slice(-3000)}`)));
    });
    await ready;
    startSeconds = (Date.now() - started) / 1000;
  });

  test.afterAll(async () => {
    if (dev?.pid && dev.exitCode === null) {
      const exited = new Promise((resolve) => dev?.once('exit', resolve));
      process.kill(-dev.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (dev.exitCode === null) process.kill(-dev.pid, 'SIGKILL');
    }
    rmSync(COPY_ROOT, { recursive: true, force: true });
  });

  test("an edit to the remote's component shows in the shell without a reload", async ({ page }, testInfo) => {
    // development bundles are large and unminified: on two busy cores the first screen alone can take a minute
    test.setTimeout(300_000);
    testInfo.annotations.push({ type: 'dev loop start', description: `${startSeconds.toFixed(1)} s` });
    let documents = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documents += 1;
    });

    await page.goto(`${SHELL}/link-expired/12`, { timeout: 60_000 });
    await expect(page.getByRole('button', { name: BUTTON })).toBeVisible({ timeout: 120_000 });
    // the remote's own hot client is connected once its page has settled
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => Object.assign(window, { devLoopMarker: 'this document' }));
    const documentsBefore = documents;

    const edited = `Send me a fresh link (${Date.now()})`;
    const source = readFileSync(SCREEN, 'utf8');
    expect(source).toContain(BUTTON);
    writeFileSync(SCREEN, source.replace(BUTTON, edited));

    await expect(page.getByRole('button', { name: edited })).toBeVisible({ timeout: 120_000 });
    // the same document: hot replacement, not a reload
    expect(await page.evaluate(() => (window as unknown as { devLoopMarker?: string }).devLoopMarker)).toBe('this document');
    expect(documents).toBe(documentsBefore);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROUTES.linkExpired.title);
  });
});
