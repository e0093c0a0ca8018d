// Emits the script a page that is all links runs instead of the app (src/app-on-intent, decision 063) as
// js/app-on-intent.<hash>.js, and names it in dist/startup.json (`onIntent`) for the static server. The script is
// bundled alone with esbuild, not by webpack: a webpack entry would carry webpack's and the federation runtime, the
// very start-up it stands in for. Production builds only: the dev loop's pages always start the app.
const path = require('node:path');
const { createHash } = require('node:crypto');
const { buildSync } = require('esbuild');

const ENTRY = path.join(__dirname, '../src/app-on-intent/entry.ts');
const CONSTANTS = path.join(__dirname, '../../shared-contracts/src/kernel/constants.ts');

/** The script, minified, with the constants and rules it imports (nothing else: a larger file fails the build). */
function bundle() {
  const result = buildSync({
    entryPoints: [ENTRY],
    // the contracts' constants module alone: through the package's index, esbuild wrapped it for lazy start-up (the
    // index holds CommonJS dependencies) and then dropped the call that starts it, so every constant read undefined
    alias: { 'shared-contracts': CONSTANTS },
    bundle: true, minify: true, format: 'iife', target: 'es2020', platform: 'browser', write: false, metafile: true, logLevel: 'silent' });
  const code = result.outputFiles[0].text;
  if (code.length > 4096) throw new Error(`AppOnIntentPlugin: the script is ${code.length} bytes; it must not bundle the app (inputs: ${Object.keys(result.metafile.inputs).join(', ')})`);
  return { code, inputs: Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules')).map((input) => path.resolve(input)) };
}
const STARTUP = 'startup.json';

class AppOnIntentPlugin {
  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AppOnIntentPlugin', (compilation) => {
      // after StartupChunksPlugin (same stage, registered before this one) has written startup.json
      compilation.hooks.processAssets.tap({ name: 'AppOnIntentPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { code: source, inputs } = bundle();
        for (const input of inputs) compilation.fileDependencies.add(input);
        const file = `js/app-on-intent.${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
        compilation.emitAsset(file, new sources.RawSource(source));
        const startup = compilation.getAsset(STARTUP);
        if (!startup) throw new Error(`AppOnIntentPlugin: ${STARTUP} was not written before it`);
        const json = JSON.parse(startup.source.source().toString());
        compilation.updateAsset(STARTUP, new sources.RawSource(`${JSON.stringify({ ...json, onIntent: file }, null, 2)}\n`));
      });
    });
  }
}

module.exports = { AppOnIntentPlugin };
