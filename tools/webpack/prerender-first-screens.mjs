// The prerender step of a remote's build (issue 17, decisions 026 and 051), run after webpack and before
// tools/publish.mjs: each first screen the remote owns, for each company, rendered to HTML and written into the
// build's first-screens/ folder, which the release carries beside mf-manifest.json:
//   first-screens/index.json                     { companies, defaultCompany, keys, routes? }
//   first-screens/<company>/<key>.json           { route, path, title, description, html, head?, hydrate? }
// `keys` are addresses (`index`, `faq`, `question/<slug>`: the content remote's pages); `routes` names, per route id,
// the key of a screen that is the same for every address of the route (the loading screen of a route with
// parameters: the wizard, the status page, the induction player). The shell's static server reads the fragments of
// the release the registry names (tools/first-screens.mjs). JSON and not .html: a build's .html files are its own
// pages, never served as files by the static server.
// The remote's pages module (tools/prerender-pages.tsx) exports companies, defaultCompany, prerenderTargets(),
// renderPage(company, target) and pageMeta(company, target), and may export hydrates(target): the page is rendered
// in the shell's own tree, and the shell hydrates it (`hydrate: true`, decision 071).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { splitHeadStyles } from './head-styles.mjs';

/**
 * @param {{ packageDir: string, name: string }} remote the remote's folder and its name in the log
 */
export async function prerenderFirstScreens({ packageDir, name }) {
  const dist = path.resolve(packageDir, process.env.BUILD_DIST_DIR || 'dist');
  const started = Date.now();
  // the renderer bundled for Node: the workspace packages are TypeScript source, styles are the browser build's
  const bundle = path.join(packageDir, 'node_modules/.cache/prerender', `prerender-${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(packageDir, 'tools/prerender-pages.tsx')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'warning',
    loader: { '.css': 'empty', '.svg': 'dataurl', '.png': 'dataurl', '.mp3': 'empty', '.woff2': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    // CommonJS dependencies bundled into an ES module call require() for Node's own modules
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });

  try {
    const { companies, companyHead, defaultCompany, hydrates, pageMeta, prerenderTargets, renderPage } = await import(pathToFileURL(bundle).href);
    const out = path.join(dist, 'first-screens');
    rmSync(out, { recursive: true, force: true });
    const targets = prerenderTargets();
    let bytes = 0;
    for (const company of companies) {
      // one company at a time (the session store holds the company the screens read), its pages together
      const pages = await Promise.all(targets.map((target) => renderPage(company, target)));
      const metas = await Promise.all(targets.map((target) => pageMeta(company, target)));
      targets.forEach((target, i) => {
        // complete markup only: a boundary left to a script (streamed apart, or still loading) is no first screen
        if (/<script|<template|<!--\$[?!]/.test(pages[i])) throw new Error(`${company} ${target.path}: the prerendered page is not complete`);
        const { head, html } = splitHeadStyles(pages[i]);
        // HTML allows <style> in the head only (issue 40): the theme's sheets go there, and none may stay in the markup
        if (/<style\b/.test(html)) throw new Error(`${company} ${target.path}: a <style> element is in the page's markup, where HTML does not allow it`);
        const file = path.join(out, company, `${target.key}.json`);
        mkdirSync(path.dirname(file), { recursive: true });
        const hydrate = typeof hydrates === 'function' && hydrates(target) === true;
        const body = JSON.stringify({ route: target.routeId, path: target.path, ...metas[i], html, ...(head ? { head } : {}), ...(hydrate ? { hydrate } : {}) });
        bytes += body.length;
        writeFileSync(file, body);
      });
    }
    const routes = Object.fromEntries(targets.filter((t) => t.anyAddress).map((t) => [t.routeId, t.key]));
    // each company's theme colour, for the page's head (a page the app does not start on keeps it)
    const heads = Object.fromEntries(companies.map((company) => [company, companyHead(company)]));
    const index = { companies, defaultCompany, keys: targets.map((t) => t.key), heads, ...(Object.keys(routes).length ? { routes } : {}) };
    writeFileSync(path.join(out, 'index.json'), JSON.stringify(index));
    console.log(`${name}: prerendered ${targets.length} pages for ${companies.length} companies (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    rmSync(bundle, { force: true });
  }
}
