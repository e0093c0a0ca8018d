// The content remote's prerender step (issue 17, decision 026), run by its build after webpack and before
// tools/publish.mjs: every content page, for each company (tools/prerender-pages.tsx), written into first-screens/.
// Usage: node tools/prerender.mjs   (from mfe-content/; BUILD_DIST_DIR as for the webpack build)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerenderFirstScreens } from '../../tools/webpack/prerender-first-screens.mjs';

await prerenderFirstScreens({ packageDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), name: 'mfe-content' });
