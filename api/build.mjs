// Bundles src/server.ts to dist/server.cjs (and the staff command, src/cli/staff.ts, to dist/staff.cjs). shared-contracts (TypeScript source reached through the workspace
// symlink) is bundled in; every real npm package stays external and is required from node_modules at run time,
// so PGlite finds its wasm and data files beside its own code. The migrations are copied next to the bundle.
import { build } from 'esbuild';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');

/** Bare imports are external unless they name shared-contracts; relative and absolute paths are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === 'shared-contracts' || args.path.startsWith('shared-contracts/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  // the server, and the staff accounts command (`npm run staff -w api` in a container, api/README.md)
  entryPoints: { server: path.join(here, 'src/server.ts'), staff: path.join(here, 'src/cli/staff.ts') },
  outdir: dist,
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  tsconfig: path.join(here, 'tsconfig.json'),
  plugins: [externalPackages],
  logLevel: 'info',
});
cpSync(path.join(here, 'migrations'), path.join(dist, 'migrations'), { recursive: true });
// files the API serves itself (induction narration), so the bundle runs anywhere, the Docker image included
if (existsSync(path.join(here, 'assets'))) cpSync(path.join(here, 'assets'), path.join(dist, 'assets'), { recursive: true });
console.log('api: dist/server.cjs, dist/staff.cjs, dist/migrations and dist/assets written');
