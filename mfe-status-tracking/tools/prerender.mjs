// The prerender step of mfe-status-tracking (issue 17, decision 051), run by its build after webpack and before
// tools/publish.mjs: the first screen of each of its routes, for each company (tools/prerender-pages.tsx).
// Usage: node tools/prerender.mjs   (from mfe-status-tracking/; BUILD_DIST_DIR as for the webpack build)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerenderFirstScreens } from '../../tools/webpack/prerender-first-screens.mjs';

await prerenderFirstScreens({ packageDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), name: 'mfe-status-tracking' });
