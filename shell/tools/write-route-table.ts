// Writes dist/route-table.json after the shell's build: every route of spec §2 (shared-contracts ROUTES) with the
// remote that renders it. The static server reads it to hint each page's code (tools/page-hints.mjs); it has no
// TypeScript, so it gets this as JSON.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_IDS, ROUTES } from 'shared-contracts';

const routes = ROUTE_IDS.map((id) => ({ id, path: ROUTES[id].path, remote: ROUTES[id].remote }));
const file = path.join(process.env.BUILD_DIST_DIR || path.join(__dirname, '..', 'dist'), 'route-table.json');
writeFileSync(file, `${JSON.stringify({ routes }, null, 2)}\n`);
console.log(`shell: route table with ${routes.length} routes written to ${path.relative(process.cwd(), file)}`);
