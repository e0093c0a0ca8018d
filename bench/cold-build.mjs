// The full and per-package build times: a cold production build of every front end, one at a time, into a
// temporary folder (BUILD_DIST_DIR, which also turns webpack's filesystem cache off), so that the dist/ folders
// other runs are testing stay as they are. webpack only: the packages' prebuild steps are not run (mfe-content
// generates its pages from Markdown first; those files are already in its source tree after any build).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const FRONT_ENDS = ['shell', 'mfe-application', 'mfe-status-tracking', 'mfe-induction', 'mfe-opneed-signing', 'mfe-content', 'mfe-staff-console'];

const webpackCli = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');

function webpack(root, pkg, outDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [webpackCli, '--mode', 'production'], {
      cwd: path.join(root, pkg),
      env: { ...process.env, BUILD_DIST_DIR: outDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`webpack ${pkg} exited ${code}: ${stderr.slice(-300)}`))));
  });
}

/** @returns {Promise<{ wallMs: number, packages: Record<string, number>, error?: string }>} */
export async function coldBuildTimes(root, onPackage) {
  const dir = mkdtempSync(path.join(tmpdir(), 'msic-bench-build-'));
  const packages = {};
  const started = Date.now();
  try {
    for (const pkg of FRONT_ENDS) {
      const t0 = Date.now();
      await webpack(root, pkg, path.join(dir, pkg));
      packages[pkg] = Date.now() - t0;
      onPackage?.(pkg, packages[pkg]);
    }
    return { wallMs: Date.now() - started, packages };
  } catch (error) {
    return { wallMs: Date.now() - started, packages, error: error instanceof Error ? error.message : String(error) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
