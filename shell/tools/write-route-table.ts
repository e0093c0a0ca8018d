// Writes dist/route-table.json after the shell's build: every route of spec §2 (shared-contracts ROUTES) with the
// remote that renders it and the public API answers its page carries (`pageData`, issue 17), and the companies a
// host can name. The static server reads it to hint each page's code (tools/page-hints.mjs) and to put the answers
// in the page (tools/page-data-block.mjs); it has no TypeScript, so it gets this as JSON.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { COMPANY_IDS, DEFAULT_COMPANY, ROUTE_IDS, ROUTES, type RouteDef } from 'shared-contracts';
import { referenceEndpoints } from 'shared-contracts/form';

/** The paths of a route's page data: reference lists only, answers the same for every visitor (GET, no parameters, no auth). */
function pageDataOf(route: RouteDef): { name: string; path: string }[] {
  return (route.pageData ?? []).map((name) => {
    const def = Object.hasOwn(referenceEndpoints, name) ? referenceEndpoints[name as keyof typeof referenceEndpoints] : undefined;
    if (!def || def.method !== 'GET' || def.auth !== 'none' || def.path.includes(':')) {
      throw new Error(`route table: ${name} cannot be page data (a reference list's public, parameterless GET only)`);
    }
    return { name, path: def.path };
  });
}

const routes = ROUTE_IDS.map((id) => {
  const route: RouteDef = ROUTES[id];
  const data = pageDataOf(route);
  return { id, path: route.path, remote: route.remote, ...(data.length > 0 ? { data } : {}) };
});
const file = path.join(process.env.BUILD_DIST_DIR || path.join(__dirname, '..', 'dist'), 'route-table.json');
writeFileSync(file, `${JSON.stringify({ routes, companies: COMPANY_IDS, defaultCompany: DEFAULT_COMPANY }, null, 2)}\n`);
console.log(`shell: route table with ${routes.length} routes written to ${path.relative(process.cwd(), file)}`);
