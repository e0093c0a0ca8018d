// The code of each screen a remote loads lazily for its routes, for the static server to hint with the page (issue
// 17, one round trip to the route's code; docs/decisions/068). A screen is a dynamic import named `screen-<name>`
// (`import(/* webpackChunkName: "screen-wizard" */ '…')`); the remote's federation.config.js names the routes each
// screen shows (`screens: { wizard: ['newForm', …] }`). Written into the manifest's metaData as
// `screens: { <name>: { routes, js, css, shared } }`: the screen's own files (relative to the remote's root) and the
// share keys its chunks consume, whose files the shell lists in startup.json (`layers`).

const isConsume = (module) => module.constructor?.name === 'ConsumeSharedModule';

/**
 * @param {import('webpack').Compilation} compilation
 * @param {Record<string, string[]>} routesByScreen the route ids of each screen
 * @returns {Record<string, { routes: string[], js: string[], css: string[], shared: string[] }>}
 */
function screenChunks(compilation, routesByScreen = {}) {
  const { chunkGraph } = compilation;
  const screens = {};
  for (const group of compilation.chunkGroups) {
    const screen = /^screen-(.+)$/.exec(group.name ?? '')?.[1];
    if (!screen) continue;
    const js = new Set();
    const css = new Set();
    const shared = new Set();
    for (const chunk of group.chunks) {
      for (const file of chunk.files) {
        if (file.endsWith('.js')) js.add(file);
        // an empty style sheet (a chunk without styles of its own) is not worth a request
        else if (file.endsWith('.css') && compilation.getAsset(file)?.source.size()) css.add(file);
      }
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) if (isConsume(module)) shared.add(module.options.shareKey);
    }
    screens[screen] = { routes: routesByScreen[screen] ?? [], js: [...js].sort(), css: [...css].sort(), shared: [...shared].sort() };
  }
  for (const screen of Object.keys(routesByScreen)) {
    if (!screens[screen]) throw new Error(`screen-chunks: federation.config.js names the screen "${screen}", but no dynamic import is named screen-${screen}`);
  }
  return screens;
}

module.exports = { screenChunks };
