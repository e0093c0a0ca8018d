// Lists the files the shell fetches before its first render, for the static server to hint in the page
// (issue 17: the 16 start-up chunks were found only once main.js had run). They are: the chunks of main's
// asynchronous boundary (import('./bootstrap')), and, for every shared module those chunks consume, the chunks
// of the shell's own provided copy, followed through the shared modules those consume in turn.
// Written as dist/startup.json: { js: [...], css: [...], layers: { <shared key>: { css: [...] } } }, paths relative to
// the shell's root.
const { Compilation, sources } = require('webpack');

const isType = (module, name) => module.constructor?.name === name;
const shareKeyOfConsume = (module) => module.options?.shareKey;
const shareKeyOfProvide = (module) => module._name ?? module.name;

class StartupChunksPlugin {
  constructor({ entry = 'main', fileName = 'startup.json' } = {}) {
    this.entry = entry;
    this.fileName = fileName;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StartupChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { chunkGraph } = compilation;
        const entrypoint = compilation.entrypoints.get(this.entry);
        if (!entrypoint) return;
        const entryFiles = new Set(entrypoint.getFiles());
        // shared key -> the chunk groups of the shell's own provided copy
        const provided = new Map();
        for (const module of compilation.modules) {
          if (!isType(module, 'ProvideSharedModule')) continue;
          const groups = module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
          provided.set(shareKeyOfProvide(module), [...(provided.get(shareKeyOfProvide(module)) ?? []), ...groups]);
        }
        const files = new Set();
        const seenGroups = new Set();
        const visit = (group) => {
          if (seenGroups.has(group)) return;
          seenGroups.add(group);
          for (const chunk of group.chunks) {
            for (const file of chunk.files) if (!entryFiles.has(file)) files.add(file);
            // a consumed shared module in the chunk is loaded with it (a dynamic import of one sits in its own chunk)
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              if (isType(module, 'ConsumeSharedModule')) for (const next of provided.get(shareKeyOfConsume(module)) ?? []) visit(next);
            }
          }
        };
        // main's children are the bootstrap boundary and the provided copy of every shared module (loaded only
        // when something consumes it): start from the boundary alone
        const fromShared = (group) => group.origins.every((origin) => origin.module && (isType(origin.module, 'ProvideSharedModule') || isType(origin.module, 'ConsumeSharedModule')));
        for (const group of entrypoint.getChildren()) if (!fromShared(group)) visit(group);
        const list = [...files].sort();
        // the styles of each shared layer the shell provides (ui-kit/widgets, ui-kit/forms…): a prerendered page of a
        // remote that uses a layer is painted with its styles too, or it shifts when they arrive (an accordion)
        const layers = {};
        for (const [key, groups] of [...provided].sort(([a], [b]) => a.localeCompare(b))) {
          const css = new Set();
          const seen = new Set();
          const collect = (group) => {
            if (seen.has(group)) return;
            seen.add(group);
            // (an empty style sheet, which a layer without CSS of its own gets, is not worth a request)
            for (const chunk of group.chunks) for (const file of chunk.files) if (/\.css$/.test(file) && !entryFiles.has(file) && compilation.getAsset(file)?.source.size()) css.add(file);
          };
          for (const group of groups) collect(group);
          if (css.size > 0) layers[key] = { css: [...css].sort() };
        }
        const startup = { js: list.filter((f) => /\.js$/.test(f)), css: list.filter((f) => /\.css$/.test(f)), layers };
        compilation.emitAsset(this.fileName, new sources.RawSource(`${JSON.stringify(startup, null, 2)}\n`));
      });
    });
  }
}

module.exports = { StartupChunksPlugin };
